import { VIDEO_TYPE, type VideoType } from '../enums/video.ts';
import { ownDoc, ownDocOf } from '../dom/doc.ts';

/** Attributes copied from the embed code; anything else (event handlers, srcdoc) is dropped. */
const KEPT = ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder', 'referrerpolicy', 'loading'];

/**
 * The only `allow=` features an embedded player gets: what playing a video needs, never
 * the camera, the microphone, geolocation, payment or the clipboard (behaviour/start-up.md#security-model).
 */
const ALLOWED_FEATURES = new Set(['autoplay', 'fullscreen', 'picture-in-picture', 'encrypted-media']);

/**
 * Every embedded player is sandboxed (docs/security.md#video-embeds): scripts, fullscreen
 * and its own popups, but an opaque origin, so no access to the page, its cookies or its
 * storage, even when its URL redirects back to this site (where the first URL said
 * another origin).
 */
const EMBED_SANDBOX = 'allow-scripts allow-presentation allow-popups';

/**
 * The video providers whose players keep their own origin (their players need their
 * cookies and storage), by exact https host. These hosts serve players, not redirects,
 * so a frame on them stays theirs.
 */
const PLAYER_HOSTS = new Set(['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com', 'fast.wistia.net']);

/** The sandbox of a player at `url`: a known provider's keeps its own origin. */
const sandboxFor = (url: URL): string => (url.protocol === 'https:' && PLAYER_HOSTS.has(url.hostname) ? `${EMBED_SANDBOX} allow-same-origin` : EMBED_SANDBOX);

/** The features of an `allow=` value kept by {@link ALLOWED_FEATURES}, each with its default origin. */
function allowedFeatures(allow: string): string {
  const kept = allow
    .split(';')
    .map((directive) => directive.trim().split(/\s+/)[0]!.toLowerCase())
    .filter((feature) => ALLOWED_FEATURES.has(feature));
  return [...new Set(kept)].join('; ');
}

/**
 * Reads embed code without ever running it: parsed in an inert document,
 * only its first iframe is kept, sandboxed, with a safe subset of attributes
 * and an http(s) source. Anything else is 'invalid', an `<object>` too: it
 * cannot be sandboxed.
 */
export function parseEmbed(html: string): { type: VideoType; element?: HTMLElement; ratio?: number } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const source = ownDocOf(doc).body?.querySelector('iframe, object');
  // An <object> cannot be sandboxed, and what it shows can redirect to this site and run with its rights.
  if (source?.localName !== 'iframe') return { type: VIDEO_TYPE.INVALID };
  const type = VIDEO_TYPE.IFRAME;
  const url = source.getAttribute('src') ?? '';
  if (!/^(https?:)?\/\//i.test(url) && !url.startsWith('/')) return { type: VIDEO_TYPE.INVALID };
  let resolved: URL;
  try {
    resolved = new URL(url, location.href);
  } catch {
    return { type: VIDEO_TYPE.INVALID };
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return { type: VIDEO_TYPE.INVALID };
  const element = ownDoc.createElement(type);
  for (const name of KEPT) {
    const value = source.getAttribute(name);
    if (value === null) continue;
    if (name === 'allow') {
      const features = allowedFeatures(value);
      if (features) element.setAttribute(name, features);
    } else element.setAttribute(name, value);
  }
  element.setAttribute('sandbox', sandboxFor(resolved));
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
