/**
 * Where a third-party script may come from (docs/security.md#scripts): each provider
 * has one fixed https host, and the site's own files (same origin, http or https) are
 * the site's. Anything else, `data:`, `blob:`, `javascript:`, a `//host` path or any
 * other host, is refused: no URL from block data or page content picks a script to run.
 */

/**
 * `url` resolved against `base` when it is on `https://host` or this page's own origin,
 * else `undefined`. A `blob:` URL carries its creator's origin, so the scheme is
 * checked as well as the origin.
 */
export function scriptSource(url: unknown, host: string, base: string = location.href): URL | undefined {
  if (typeof url !== 'string' || !url.trim()) return undefined;
  try {
    const parsed = new URL(url, base);
    const own = new URL(base);
    if (parsed.protocol === 'https:' && parsed.host === host) return parsed;
    return parsed.protocol === own.protocol && /^https?:$/.test(own.protocol) && parsed.host === own.host ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The refusal's words, the same wherever a script is refused. */
export const refusedScript = (url: unknown, host: string, field?: string): Error =>
  new Error(`${field ? `field "${field}": ` : ''}script "${String(url)}" refused: only https://${host} or this site's own files may run`);
