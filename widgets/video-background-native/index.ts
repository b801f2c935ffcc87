/**
 * A 7.1 section's background video from the platform's own video hosting
 * (`data-controller="VideoBackgroundNative"` in `.section-background`,
 * docs/behaviour/video.md#video-background-native). The server writes
 * `.sqs-video-background-native[data-config-native-video]` (the content
 * item) with an empty `.sqs-video-background-native__video-player`; the
 * site stylesheet waits for a `<video>` there. This controller puts in a
 * muted, looping, inline video that plays by itself, decorative (hidden
 * from assistive technology, no controls). Under reduced motion it never
 * plays: the poster (the server's fallback image, else the item's poster
 * frame) shows instead.
 */
import type { BlockMount, Cleanup } from '../../src/block-context.ts';
import { BlockDataError } from '../../src/block-data-error.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { controller } from '../../src/sections/changes.ts';
import { readSectionJson } from '../../src/sections/read-props.ts';
import { nativeVideoFiles, pickRendition } from '../../src/video/native-source.ts';
import './video-background-native.css';

const FALLBACK = '.sqs-video-background-native__fallback-image';

/** The content item: the holder's `data-config-native-video`, else the section's `video.nativeVideoContentItem`. */
function itemOf(holder: HTMLElement | null, element: HTMLElement): unknown {
  const own = holder?.getAttribute('data-config-native-video');
  if (own && own !== 'null') return own;
  const section = element.closest('section, .page-section');
  const video = section ? readSectionJson(section, 'data-current-context').video : undefined;
  return video && typeof video === 'object' ? (video as Record<string, unknown>).nativeVideoContentItem : undefined;
}

/** The playback speed the owner set (`data-config-playback-speed`), within what browsers play smoothly. */
const speedOf = (holder: HTMLElement | null): number => {
  const speed = Number(holder?.getAttribute('data-config-playback-speed') ?? 1);
  return speed > 0 && Number.isFinite(speed) ? Math.min(4, Math.max(0.25, speed)) : 1;
};

export function mount(element: HTMLElement): Cleanup {
  return controller((changes) => {
    const holder = element.querySelector<HTMLElement>('.sqs-video-background-native') ?? element;
    const files = nativeVideoFiles(itemOf(holder, element));
    if (!files) {
      throw new BlockDataError(
        '.sqs-video-background-native[data-config-native-video]',
        'a background video needs its content item with alexandriaUrl and systemDataVariants',
      );
    }
    const player = holder.querySelector<HTMLElement>('.sqs-video-background-native__video-player') ?? holder;
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const fallback = holder.querySelector<HTMLImageElement>(FALLBACK);
    const video = ownDoc.createElement('video');
    video.className = 'site-background-video';
    // Decorative: muted, inline, no controls, out of the accessibility tree and the tab order.
    const poster = fallback?.currentSrc || files.poster;
    Object.assign(video, { muted: true, loop: true, playsInline: true, autoplay: !still, preload: still ? 'none' : 'auto', poster });
    for (const name of ['muted', 'playsinline', 'aria-hidden']) video.setAttribute(name, name === 'aria-hidden' ? 'true' : '');
    video.tabIndex = -1;
    const box = holder.getBoundingClientRect();
    video.src = pickRendition(files.renditions, Math.ceil(Math.max(box.width || innerWidth, box.height / files.ratio) * (devicePixelRatio || 1))).src;
    video.defaultPlaybackRate = video.playbackRate = speedOf(holder);
    player.append(video);
    changes.add(() => {
      video.pause();
      video.remove();
    });
    changes.attr(element, 'data-video-background', still ? 'poster' : 'playing');
    // The server's fallback image stays until the video has a frame to show.
    if (fallback && !still) changes.listen(video, 'playing', () => changes.toggleClass(fallback, 'sqs-video-background-native__fallback-image--hidden', true));
  });
}

mount satisfies BlockMount;
