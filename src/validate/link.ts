/**
 * The platform's rules for the two kinds of link the published page builds itself: `tel:` and
 * `mailto:` (behaviour/vocabulary.md#reachable-vocabulary). The other link categories and limits of
 * behaviour/vocabulary.md#vocabulary check what an owner types into the editor; no visitor page applies them.
 */

/** Length limits by kind of link (behaviour/vocabulary.md#vocabulary): a link is valid only under its limit. */
const LINK_LENGTH_LIMIT = {
  tel: 50,
  mailto: 1000,
} as const;

/** Why a link is not acceptable. */
export type LinkProblem = 'too-long' | 'improper-tel' | 'improper-mailto';

/** A proper tel number: digits, plus and minus, at least 4 (behaviour/vocabulary.md#vocabulary). */
const PROPER_TEL_PATTERN = /^[\d+-]{4,}$/;

/** A proper mailto address: exactly one '@' with a dotted suffix (behaviour/vocabulary.md#vocabulary). */
const PROPER_MAILTO_PATTERN = /^[^@\s]+@[^@\s.]+(?:\.[^@\s.]+)+$/;

/**
 * What is wrong with a `tel:` link, if anything: 50 characters or more, or a
 * number that is not digits, plus and minus, at least 4 (behaviour/vocabulary.md#vocabulary).
 */
export function telLinkProblem(href: string): LinkProblem | undefined {
  if (href.length >= LINK_LENGTH_LIMIT.tel) return 'too-long';
  return PROPER_TEL_PATTERN.test(href.slice(href.indexOf(':') + 1)) ? undefined : 'improper-tel';
}

/**
 * What is wrong with a `mailto:` link, if anything: 1000 characters or more,
 * or an address without exactly one '@' and a dotted suffix
 * (behaviour/vocabulary.md#vocabulary). Query fields (`?subject=…`) follow the address
 * and are not checked.
 */
export function mailtoLinkProblem(href: string): LinkProblem | undefined {
  if (href.length >= LINK_LENGTH_LIMIT.mailto) return 'too-long';
  const address = href.slice(href.indexOf(':') + 1).split('?')[0] ?? '';
  return PROPER_MAILTO_PATTERN.test(address) ? undefined : 'improper-mailto';
}
