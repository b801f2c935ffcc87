/**
 * A video block whose video the platform hosts (`resolvedBy: "native"`,
 * docs/behaviour/video.md#native-video): no embed code, but the content item in
 * `.sqs-native-video[data-config-video]` naming its MP4 renditions. It
 * plays in a `<video>`: controls, the poster frame, `playsinline`; it plays
 * by itself only when the settings say so and it is muted, and never under
 * reduced motion. Controls stay on even for `controls: "none"`: a video that
 * moves by itself must be pausable, and one that does not needs its play.
 */
import type { Cleanup } from '../../src/block-context.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { type NativeVideoFiles, pickRendition } from '../../src/video/native-source.ts';

/** The block's `settings` as the platform writes them. */
export interface NativeVideoSettings {
  muted: boolean;
  autoPlay: boolean;
  loop: boolean;
}

/**
 * Reads the block data's `settings` (else the JSON of `data-config-settings`): `muted`, `autoPlay`,
 * `loop` (`controls` is read by the platform's own player only); anything unreadable is off.
 */
export function nativeSettings(raw: unknown): NativeVideoSettings {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      value = {};
    }
  }
  const s = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { muted: s.muted === true, autoPlay: s.autoPlay === true, loop: s.loop === true };
}

const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Builds the `<video>` for a box `width` CSS px wide. */
function videoFor(files: NativeVideoFiles, settings: NativeVideoSettings, width: number, title: string | undefined): HTMLVideoElement {
  const video = ownDoc.createElement('video');
  video.className = 'site-native-video__video';
  const autoplay = settings.autoPlay && settings.muted && !reducedMotion();
  Object.assign(video, { controls: true, playsInline: true, muted: settings.muted, loop: settings.loop, autoplay, poster: files.poster });
  // The attributes too: `muted` as a property alone does not reach the markup, and autoplay needs it.
  if (settings.muted) video.setAttribute('muted', '');
  video.setAttribute('playsinline', '');
  video.preload = autoplay ? 'auto' : 'none';
  if (title) video.setAttribute('aria-label', title);
  video.src = pickRendition(files.renditions, Math.ceil(width * (devicePixelRatio || 1))).src;
  return video;
}

/**
 * ./players.ts's `onOtherVideoPlay`, handed in by the block's index: imported here too, its
 * module (with its state) would split into a chunk of its own, one request more for every video.
 */
export type OtherVideoPlay = (restore: () => void, playing: boolean) => () => void;

/**
 * Puts the video in `holder` (the `.sqs-native-video`, its player in the
 * server's empty `.native-video-player`), sizing the box the server sized
 * (`.embed-block-wrapper`) to the video's ratio. The cleanup puts it all back.
 */
export function startNativeVideo(
  holder: HTMLElement,
  files: NativeVideoFiles,
  settings: NativeVideoSettings,
  onOtherVideoPlay: OtherVideoPlay,
  title?: string,
): Cleanup {
  const box = holder.closest<HTMLElement>('.embed-block-wrapper') ?? holder;
  const player = holder.querySelector<HTMLElement>('.native-video-player') ?? holder;
  const padding = box.style.paddingBottom;
  box.classList.add('site-native-video');
  box.style.paddingBottom = `${(files.ratio * 100).toFixed(4)}%`;
  const video = videoFor(files, settings, box.getBoundingClientRect().width || innerWidth, title);
  player.append(video);
  let leave: (() => void) | undefined;
  // One video with sound at a time (docs/behaviour/video.md#video): another starting pauses this one.
  const onPlay = () => {
    if (!video.muted) leave = onOtherVideoPlay(() => video.pause(), true);
  };
  video.addEventListener('play', onPlay);
  return () => {
    leave?.();
    video.removeEventListener('play', onPlay);
    video.pause();
    video.remove();
    box.classList.remove('site-native-video');
    box.style.paddingBottom = padding;
  };
}
