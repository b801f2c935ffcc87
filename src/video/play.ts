import { t } from '../catalogue/index.ts';
import { VIDEO_TEXT } from '../catalogue/en/video.ts';
import { warn } from '../log.ts';
import { parseEmbed, withAutoplay } from './embed.ts';
import { VIDEO_ACTIVE_CLASS } from './overlay.ts';
import { ownDoc } from '../dom/doc.ts';

/**
 * Shows the player of a `.sqs-video-wrapper[data-html]`
 * (docs/behaviour/gallery.md#gallery): the embed code is sanitised (never run as
 * HTML) and its player replaces the overlay. Returns false, with the
 * catalogue's 'Invalid video embed.', when the code holds no usable player.
 * Its own module, loaded on the first play, so a page's first view does
 * not carry the embed parser.
 */
export function showVideo(wrapper: HTMLElement): boolean {
  const { element } = parseEmbed(wrapper.getAttribute('data-html') ?? '');
  if (!element) {
    warn(t(VIDEO_TEXT, 'invalidEmbed'), wrapper);
    return false;
  }
  wrapper.querySelector('.sqs-video-player')?.remove();
  const player = ownDoc.createElement('div');
  player.className = 'sqs-video-player';
  player.append(withAutoplay(element));
  wrapper.append(player);
  wrapper.classList.add(VIDEO_ACTIVE_CLASS);
  const overlay = wrapper.querySelector<HTMLElement>('.sqs-video-overlay');
  if (overlay) overlay.hidden = true;
  return true;
}
