import { ownDoc } from './doc.ts';

/**
 * `address` resolved against the page's own address (`location`), never against the
 * document's base URL (docs/security.md#base). A relative `fetch('/api/…')`, a
 * `sendBeacon`, an image's `src` all resolve against the base URL, which a `<base href>` in
 * page content moves to another origin: the site's calls, the crumb and a visitor's form
 * answers would go there, and that origin's answers would come back as the site's. Every
 * call the runtime makes to its own site goes through this. Where nothing moved the base
 * (the usual page) the address already resolves against the page and is kept as written.
 */
export function pageAddress(address: string): string {
  return ownDoc.baseURI === location.href ? address : new URL(address, location.href).href;
}
