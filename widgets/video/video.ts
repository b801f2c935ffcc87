/**
 * One video block on the platform's markup, enhanced in place
 * (docs/behaviour/video.md#video): the wrapper holds the player's frame and the
 * overlay button; the embed code (the wrapper's `data-html`, or the data's)
 * is read without running it and becomes a sandboxed player only when the
 * visitor presses play.
 */
import type { Cleanup } from '../../src/block-context.ts';
import { t } from '../../src/catalogue/index.ts';
import { VIDEO_TEXT } from '../../src/catalogue/en/video.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { parseEmbed, withAutoplay } from '../../src/video/embed.ts';
import { overlayButton } from './overlay-button.ts';
import { commandPlayer, placeholderPadding, withPlayerApi } from './player-messages.ts';
import { onOtherVideoPlay } from './players.ts';

/** The documented default aspect padding of a playing video with no known size. */
const DEFAULT_ASPECT_PADDING = '56.3%';

/** The class of a box the server sized itself (`.embed-block-wrapper`): it takes the padding, the wrapper fills it. */
const BOX_CLASS = 'site-video-box';

/** What a video shows, from its data and markup. */
export interface VideoOptions {
  embedHtml: string;
  overlay: boolean;
  mode: string;
  title?: string | undefined;
  thumbnail?: string | undefined;
  providerName?: string | undefined;
}

/**
 * Starts a video on `wrapper` (a `.sqs-video-wrapper`); the cleanup puts
 * the wrapper's server content, classes and padding back.
 */
export function startVideo(wrapper: HTMLElement, options: VideoOptions): Cleanup {
  // The platform's 7.0 markup sizes the box around the wrapper; elsewhere the wrapper is the box.
  const box = wrapper.parentElement?.classList.contains('embed-block-wrapper') ? wrapper.parentElement : wrapper;
  const restore = remember(wrapper, box);
  if (options.providerName) wrapper.setAttribute('data-provider-name', options.providerName);
  const embed = parseEmbed(options.embedHtml);
  if (!embed.element) {
    wrapper.classList.add('site-video', 'site-video--invalid');
    wrapper.setAttribute('role', 'alert');
    wrapper.replaceChildren(t(VIDEO_TEXT, 'invalidEmbed'));
    return restore;
  }
  if (box !== wrapper) box.classList.add(BOX_CLASS);
  wrapper.classList.add('site-video', `site-video--${options.mode}`);
  const frame = ownDoc.createElement('div');
  frame.className = 'site-video__frame';
  wrapper.replaceChildren(frame);
  const label = options.title ? `${t(VIDEO_TEXT, 'playVideo')}: ${options.title}` : t(VIDEO_TEXT, 'playVideo');
  const button = overlayButton(label, options.thumbnail, () => show(true));
  let leave: (() => void) | undefined;

  // A player that takes messages is paused and resumed in place; any other is removed and re-added.
  function show(playing: boolean): void {
    wrapper.setAttribute('data-video-state', playing ? 'playing' : 'overlay');
    // Until it plays, the placeholder keeps 100 / (width / height), or 65 % with no size known.
    box.style.paddingBottom = !playing
      ? placeholderPadding(embed.ratio ? 1 / embed.ratio : undefined)
      : embed.ratio
        ? `${(embed.ratio * 100).toFixed(2)}%`
        : DEFAULT_ASPECT_PADDING;
    const current = frame.firstElementChild;
    leave?.();
    leave = undefined;
    if (playing) {
      // A visitor who pressed play by keyboard goes on in the player, not on <body> (issue 43).
      const focused = button.contains(ownDoc.activeElement);
      button.remove();
      // One video plays at a time: the others get their overlays back.
      leave = onOtherVideoPlay(() => show(false), true);
      if (!commandPlayer(current, 'play')) {
        const player = parseEmbed(options.embedHtml).element!;
        frame.replaceChildren(withPlayerApi(options.overlay ? withAutoplay(player) : player));
      }
      if (focused) (frame.firstElementChild as HTMLElement | null)?.focus();
    } else {
      if (current && !commandPlayer(current, 'pause')) frame.replaceChildren();
      wrapper.append(button);
    }
  }
  show(!options.overlay);
  return () => {
    leave?.();
    restore();
  };
}

/** What the video changes on its wrapper and box, and the function that puts it back. */
function remember(wrapper: HTMLElement, box: HTMLElement): Cleanup {
  const nodes = Array.from(wrapper.childNodes);
  const className = wrapper.className;
  const provider = wrapper.getAttribute('data-provider-name');
  const padding = box.style.paddingBottom;
  return () => {
    wrapper.replaceChildren(...nodes);
    wrapper.className = className;
    for (const name of ['data-video-state', 'role']) wrapper.removeAttribute(name);
    if (provider === null) wrapper.removeAttribute('data-provider-name');
    else wrapper.setAttribute('data-provider-name', provider);
    box.style.paddingBottom = padding;
    box.classList.remove(BOX_CLASS);
  };
}
