/**
 * Link categories (behaviour.md#vocabulary, "Link categories").
 */
export const LINK_CATEGORY = {
  /** The empty string. */
  EMPTY: 'empty',
  /** '#…' on the same page. */
  ANCHOR: 'anchor',
  /** http, https or ftp with a host other than the current one. */
  EXTERNAL: 'external',
  /** '/s/…', a file uploaded to the site. */
  FILE: 'file',
  /** A path on this site ('/…'), or an absolute URL to the current host. */
  CONTENT: 'content',
  /** A known scheme that needs '//' written without it ('http:example.com'). */
  MALFORMED_PROTOCOL: 'malformed-protocol',
  /** Any other scheme: mailto, tel, sms, javascript, … */
  MISC_PROTOCOL: 'misc-protocol',
} as const;

/** One link category. */
export type LinkCategory = (typeof LINK_CATEGORY)[keyof typeof LINK_CATEGORY];

/**
 * Length limits by kind of link (behaviour.md#vocabulary). A link is valid
 * only when it is shorter than its limit ("under N").
 */
export const LINK_LENGTH_LIMIT = {
  anchor: 100,
  tel: 50,
  sms: 1000,
  mailto: 1000,
  javascript: 250,
  ftp: 100,
  /** Links inside the site: content and file links. */
  internal: 150,
} as const;

/** Why a link is not acceptable. */
export type LinkProblem =
  | 'too-long'
  | 'improper-tel'
  | 'improper-sms'
  | 'improper-mailto'
  | 'improper-url'
  | 'malformed-protocol'
  | 'unrecognised';

/** The verdict on one link. */
export interface LinkValidation {
  /** `undefined` for text that fits no category (a bare 'example.com'). */
  readonly category: LinkCategory | undefined;
  readonly valid: boolean;
  readonly problem?: LinkProblem;
}

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const SCHEMES_NEEDING_SLASHES = ['http', 'https', 'ftp'];

/** A proper tel number: digits, plus and minus, at least 4 (behaviour.md#vocabulary). */
export const PROPER_TEL_PATTERN = /^[\d+-]{4,}$/;

/** A proper sms number list: digits with parentheses and commas (behaviour.md#vocabulary). */
export const PROPER_SMS_PATTERN = /^[\d(),]+$/;

/** A proper mailto address: exactly one '@' with a dotted suffix (behaviour.md#vocabulary). */
export const PROPER_MAILTO_PATTERN = /^[^@\s]+@[^@\s.]+(?:\.[^@\s.]+)+$/;

/** A proper URL's host ends in a 2-3 letter top-level domain (behaviour.md#vocabulary). */
export const PROPER_HOST_PATTERN = /\.[a-z]{2,3}$/i;

/**
 * The category of a link (behaviour.md#vocabulary). The current host decides whether an
 * absolute http/https/ftp URL is external; it defaults to the page's host.
 *
 * Text with no scheme that does not start with '#' or '/' fits none of the documented categories and gives `undefined`.
 */
export function linkCategoryOf(href: string, currentHost: string = pageHost()): LinkCategory | undefined {
  if (href === '') return LINK_CATEGORY.EMPTY;
  if (href.startsWith('#')) return LINK_CATEGORY.ANCHOR;
  if (href.startsWith('/s/')) return LINK_CATEGORY.FILE;
  // '//host/…' is protocol-relative, an absolute URL, not a site path.
  if (href.startsWith('//')) return hostOf(`https:${href}`) === currentHost.toLowerCase()
      ? LINK_CATEGORY.CONTENT
      : LINK_CATEGORY.EXTERNAL;
  if (href.startsWith('/')) return LINK_CATEGORY.CONTENT;
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) return undefined;
  if (SCHEMES_NEEDING_SLASHES.includes(scheme)) {
    if (href.slice(scheme.length + 1, scheme.length + 3) !== '//') return LINK_CATEGORY.MALFORMED_PROTOCOL;
    return hostOf(href) === currentHost.toLowerCase() ? LINK_CATEGORY.CONTENT : LINK_CATEGORY.EXTERNAL;
  }
  return LINK_CATEGORY.MISC_PROTOCOL;
}

/**
 * Whether an absolute URL is proper: it parses and its host has a 2-3
 * letter top-level domain (behaviour.md#vocabulary).
 */
export function isProperUrl(href: string): boolean {
  const host = hostOf(href);
  return host !== undefined && PROPER_HOST_PATTERN.test(host);
}

/**
 * Checks a link against the documented rules: its category, the length
 * limit of its kind (anchor under 100, tel under 50, sms under 1000, mailto
 * under 1000, javascript under 250, ftp under 100, internal under 150), the
 * proper tel, sms and mailto forms, and the proper-URL rule for external
 * links. Lengths are of the whole link as written, scheme included.
 */
export function validateLink(href: string, currentHost: string = pageHost()): LinkValidation {
  const category = linkCategoryOf(href, currentHost);
  const verdict = (problem?: LinkProblem): LinkValidation =>
    problem === undefined ? { category, valid: true } : { category, valid: false, problem };
  const under = (limit: number): boolean => href.length < limit;

  switch (category) {
    case undefined:
      return verdict('unrecognised');
    case 'empty':
      return verdict();
    case 'anchor':
      return verdict(under(LINK_LENGTH_LIMIT.anchor) ? undefined : 'too-long');
    case 'file':
    case 'content':
      return verdict(under(LINK_LENGTH_LIMIT.internal) ? undefined : 'too-long');
    case 'malformed-protocol':
      return verdict('malformed-protocol');
    case 'external': {
      const isFtp = href.toLowerCase().startsWith('ftp:');
      if (isFtp && !under(LINK_LENGTH_LIMIT.ftp)) return verdict('too-long');
      return verdict(isProperUrl(href.startsWith('//') ? `https:${href}` : href) ? undefined : 'improper-url');
    }
    case 'misc-protocol':
      return validateMiscProtocol(href, verdict, under);
  }
}

function validateMiscProtocol(
  href: string,
  verdict: (problem?: LinkProblem) => LinkValidation,
  under: (limit: number) => boolean,
): LinkValidation {
  const colon = href.indexOf(':');
  const scheme = href.slice(0, colon).toLowerCase();
  const rest = href.slice(colon + 1);
  switch (scheme) {
    case 'tel':
      return verdict(telLinkProblem(href));
    case 'sms':
      if (!under(LINK_LENGTH_LIMIT.sms)) return verdict('too-long');
      return verdict(PROPER_SMS_PATTERN.test(rest) ? undefined : 'improper-sms');
    case 'mailto':
      return verdict(mailtoLinkProblem(href));
    case 'javascript':
      return verdict(under(LINK_LENGTH_LIMIT.javascript) ? undefined : 'too-long');
    default:
      return verdict();
  }
}

/**
 * What is wrong with a `tel:` link, if anything: 50 characters or more, or a
 * number that is not digits, plus and minus, at least 4 (behaviour.md#vocabulary).
 * Its own export so a module that builds only tel links carries this and not
 * the whole link check.
 */
export function telLinkProblem(href: string): LinkProblem | undefined {
  if (href.length >= LINK_LENGTH_LIMIT.tel) return 'too-long';
  return PROPER_TEL_PATTERN.test(href.slice(href.indexOf(':') + 1)) ? undefined : 'improper-tel';
}

/**
 * What is wrong with a `mailto:` link, if anything: 1000 characters or more,
 * or an address without exactly one '@' and a dotted suffix
 * (behaviour.md#vocabulary). Query fields (`?subject=…`) follow the address
 * and are not checked.
 */
export function mailtoLinkProblem(href: string): LinkProblem | undefined {
  if (href.length >= LINK_LENGTH_LIMIT.mailto) return 'too-long';
  const address = href.slice(href.indexOf(':') + 1).split('?')[0] ?? '';
  return PROPER_MAILTO_PATTERN.test(address) ? undefined : 'improper-mailto';
}

function hostOf(href: string): string | undefined {
  try {
    return new URL(href).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

function pageHost(): string {
  return typeof location === 'undefined' ? '' : location.hostname;
}
