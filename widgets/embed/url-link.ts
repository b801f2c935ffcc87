import { ownDoc } from '../../src/dom/doc.ts';

/**
 * A link to the embedded page for an embed block whose markup holds no
 * embed (docs/behaviour/content-blocks.md#content-blocks): built as text, and only for an
 * http(s) URL, so nothing in the data becomes markup or script.
 */
export function embedUrlLink(url: string | undefined): HTMLAnchorElement | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, ownDoc.baseURI);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  const link = ownDoc.createElement('a');
  link.href = parsed.href;
  link.textContent = parsed.href;
  link.rel = 'noopener';
  link.className = 'embed-block-url';
  return link;
}
