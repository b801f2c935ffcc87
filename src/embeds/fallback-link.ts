/**
 * The readable fallback a third-party block leaves when its provider
 * cannot load (docs/behaviour/third-party.md#third-party-blocks): the markup's own
 * link when it has one, else a link to the provider's page from the data,
 * only when it is an http(s) URL (page data is hostile).
 */
import { t } from '../catalogue/index.ts';
import { THIRD_PARTY_TEXT } from '../catalogue/en/third-party.ts';
import { ownDoc } from '../dom/doc.ts';

/** The class of the link this module adds. */
const FALLBACK_CLASS = 'provider-embed-fallback';

/** Makes sure `host` holds a link to the provider; returns what it added (to remove on cleanup). */
export function ensureFallbackLink(host: Element, url: string | undefined, provider: string): Element | undefined {
  if (host.querySelector('a[href]') || !url) return undefined;
  let href: URL;
  try {
    href = new URL(url, ownDoc.baseURI);
  } catch {
    return undefined;
  }
  if (href.protocol !== 'https:' && href.protocol !== 'http:') return undefined;
  const paragraph = ownDoc.createElement('p');
  paragraph.className = FALLBACK_CLASS;
  const link = ownDoc.createElement('a');
  link.href = href.href;
  link.textContent = t(THIRD_PARTY_TEXT, 'openOn', { provider });
  paragraph.append(link);
  host.append(paragraph);
  return paragraph;
}
