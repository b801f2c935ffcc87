/**
 * Tokens allowed after a percent sign in a blog post URL pattern (behaviour.md#vocabulary: "only y, m, d, t tokens allowed after a percent"): year, month, day
 * and title.
 */
export const BLOG_URL_PATTERN_TOKENS = ['y', 'm', 'd', 't'] as const;

/**
 * Normalises a blog post URL pattern by the documented rules: leading
 * slashes removed, repeated percent signs and slashes collapsed, only %y,
 * %m, %d and %t kept as tokens (a stray percent is dropped, the character
 * after it kept), lowercased, spaces turned into dashes, and only letters,
 * digits, slash and dash kept besides the tokens' percent signs.
 *
 * The rules are applied in the order that makes their result stable, not
 * in the documented listing order: lowercasing first, so '%Y' is the year token
 * rather than a stray percent before a 'Y'; dropping characters before
 * collapsing and trimming slashes, so a removed character cannot leave
 * '//' or a leading '/' behind. Normalising twice changes nothing.
 *
 * @example normaliseBlogUrlPattern('//%Y//%%M/My Post%x') // '%y/%m/my-postx'
 */
export function normaliseBlogUrlPattern(pattern: string): string {
  return pattern
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^a-z0-9/%-]/g, '')
    .replace(/%+/g, '%')
    .replace(/%(?![ymdt])/g, '')
    .replace(/\/+/g, '/')
    .replace(/^\//, '');
}
