/** The second seed's video types. */
export type VideoEmbedType = 'iframe' | 'object' | 'invalid';

/** Attributes copied from the embed code; anything else (event handlers, srcdoc) is dropped. */
const KEPT = ['src', 'data', 'type', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder', 'referrerpolicy', 'loading'];

/**
 * Reads embed code without ever running it: parsed in an inert document,
 * only its first iframe or object is kept, with a safe subset of attributes
 * and an http(s) source. Anything else is 'invalid'.
 */
export function parseEmbed(html: string): { type: VideoEmbedType; element?: HTMLElement; ratio?: number } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const source = doc.body.querySelector('iframe, object');
  if (!source) return { type: 'invalid' };
  const type = source.localName as 'iframe' | 'object';
  const url = source.getAttribute(type === 'iframe' ? 'src' : 'data') ?? '';
  if (!/^(https?:)?\/\//i.test(url) && !url.startsWith('/')) return { type: 'invalid' };
  const element = document.createElement(type);
  for (const name of KEPT) {
    const value = source.getAttribute(name);
    if (value !== null) element.setAttribute(name, value);
  }
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
