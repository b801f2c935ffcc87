/** The classes of a social icon link that are not its service. */
const NOT_A_SERVICE = new Set(['sqs-svg-icon--wrapper', 'social-icon']);

/**
 * The service a social icon link points to, from its class
 * (`a.sqs-svg-icon--wrapper.instagram-unauth` → 'Instagram'), else from its
 * host; empty when neither says.
 */
export function serviceName(link: HTMLAnchorElement): string {
  const fromClass = Array.from(link.classList).find((name) => !NOT_A_SERVICE.has(name));
  const raw = fromClass ? fromClass.replace(/-unauth$/, '') : hostName(link.href);
  return raw ? raw.charAt(0).toUpperCase() + raw.slice(1) : '';
}

function hostName(href: string): string {
  try {
    const parts = new URL(href).hostname.replace(/^www\./, '').split('.');
    return parts.length > 1 ? parts[parts.length - 2]! : '';
  } catch {
    return '';
  }
}
