/**
 * `address` as an absolute URL on this page's origin, for `history.pushState`
 * (docs/security.md#history). A page path can start with `//`: given as is,
 * `//host/path#slide` is a network-path reference naming another host, which
 * the browser refuses with a `SecurityError`. A path is therefore put after
 * this origin verbatim (so `//a//b` stays that path), and any address that
 * still resolves elsewhere keeps only its path, query and fragment.
 */
export function sameOriginUrl(address: string): string {
  const url = new URL(/^[/\\]/.test(address) ? location.origin + address : address, location.href);
  if (url.origin === location.origin) return url.href;
  // An opaque URL (`javascript:x`) has a path without its leading slash.
  return `${location.origin}${url.pathname.startsWith('/') ? '' : '/'}${url.pathname}${url.search}${url.hash}`;
}
