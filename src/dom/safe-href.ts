import { ownDoc } from './doc.ts';

/**
 * A link target taken from page input (site settings, data attributes) is
 * used only when it is http(s), mailto or a path on this site: never
 * `javascript:`, `data:` or anything the browser would run
 * (docs/behaviour/page-modules.md#page-modules).
 *
 * @returns the href to set, or undefined when it is not safe
 */
export function safeHref(value: unknown, base: string = ownDoc.baseURI): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
