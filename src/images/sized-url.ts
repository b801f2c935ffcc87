import type { ImageWidthStep } from './width-steps.ts';
import { ownDoc } from '../dom/doc.ts';

/** How the width reaches the image service: a `format` query parameter or a filename suffix. */
export type SizeFormat = 'queryString' | 'filename';

/**
 * The source URL asking for one width step (docs/behaviour/images.md#image-loading):
 * `?format=500w` (replacing any `format` already there), or `-500w` before
 * the file's extension. Returns undefined for a URL that does not parse or
 * is not http(s) (a `javascript:` source from hostile markup never loads).
 */
export function sizedUrl(source: string, width: ImageWidthStep, format: SizeFormat = 'queryString'): string | undefined {
  let url: URL;
  try {
    url = new URL(source, ownDoc.baseURI);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (format === 'filename') {
    const withoutOldSuffix = url.pathname.replace(/-\d+w(\.[^./]+)?$/, '$1');
    url.pathname = /\.[^./]+$/.test(withoutOldSuffix) ? withoutOldSuffix.replace(/(\.[^./]+)$/, `-${width}w$1`) : `${withoutOldSuffix}-${width}w`;
  } else {
    url.searchParams.set('format', `${width}w`);
  }
  return url.href;
}
