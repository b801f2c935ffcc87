import { VIDEO_TYPE, type VideoType } from '../enums/video.ts';

/** Attributes copied from the embed code; anything else (event handlers, srcdoc) is dropped. */
const KEPT = ['src', 'data', 'type', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder', 'referrerpolicy', 'loading'];

/**
 * The only `allow=` features an embedded player gets: what playing a video needs, never
 * the camera, the microphone, geolocation, payment or the clipboard (behaviour.md#security-model).
 */
const ALLOWED_FEATURES = new Set(['autoplay', 'fullscreen', 'picture-in-picture', 'encrypted-media']);

/**
 * A same-origin player runs with none of the site's rights: scripts and its own popups, no
 * same-origin access to the page, its cookies or its storage.
 */
export const SAME_ORIGIN_SANDBOX = 'allow-scripts allow-presentation allow-popups';

/** The features of an `allow=` value kept by {@link ALLOWED_FEATURES}, each with its default origin. */
export function allowedFeatures(allow: string): string {
  const kept = allow
    .split(';')
    .map((directive) => directive.trim().split(/\s+/)[0]!.toLowerCase())
    .filter((feature) => ALLOWED_FEATURES.has(feature));
  return [...new Set(kept)].join('; ');
}

/**
 * Reads embed code without ever running it: parsed in an inert document,
 * only its first iframe or object is kept, with a safe subset of attributes
 * and an http(s) source. Anything else is 'invalid'.
 */
export function parseEmbed(html: string): { type: VideoType; element?: HTMLElement; ratio?: number } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const source = doc.body.querySelector('iframe, object');
  if (!source) return { type: VIDEO_TYPE.INVALID };
  const type = source.localName as typeof VIDEO_TYPE.IFRAME | typeof VIDEO_TYPE.OBJECT;
  const url = source.getAttribute(type === VIDEO_TYPE.IFRAME ? 'src' : 'data') ?? '';
  if (!/^(https?:)?\/\//i.test(url) && !url.startsWith('/')) return { type: VIDEO_TYPE.INVALID };
  let resolved: URL;
  try {
    resolved = new URL(url, location.href);
  } catch {
    return { type: VIDEO_TYPE.INVALID };
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return { type: VIDEO_TYPE.INVALID };
  const sameOrigin = resolved.origin === location.origin;
  // An <object> cannot be sandboxed: one showing a page of the site's own origin would run with its rights.
  if (sameOrigin && type === VIDEO_TYPE.OBJECT) return { type: VIDEO_TYPE.INVALID };
  const element = document.createElement(type);
  for (const name of KEPT) {
    const value = source.getAttribute(name);
    if (value === null) continue;
    if (name === 'allow') {
      const features = allowedFeatures(value);
      if (features) element.setAttribute(name, features);
    } else element.setAttribute(name, value);
  }
  if (sameOrigin) element.setAttribute('sandbox', SAME_ORIGIN_SANDBOX);
  const width = Number(source.getAttribute('width'));
  const height = Number(source.getAttribute('height'));
  return { type, element, ...(width > 0 && height > 0 ? { ratio: height / width } : {}) };
}

/** Asks the provider to start playing where its URL supports it (the visitor already pressed play). */
export function withAutoplay(element: HTMLElement): HTMLElement {
  const src = element.getAttribute('src');
  if (src && /youtube|vimeo/i.test(src)) {
    element.setAttribute('src', src + (src.includes('?') ? '&' : '?') + 'autoplay=1');
    element.setAttribute('allow', [element.getAttribute('allow'), 'autoplay'].filter(Boolean).join('; '));
  }
  return element;
}
