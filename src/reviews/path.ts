/**
 * Where a review is sent (docs/behaviour/commerce.md#commerce). The platform's reviews
 * call is not specified, so its path is one setting: the site context's
 * `reviewsPath`, else {@link DEFAULT_REVIEWS_PATH}. The QA server answers the
 * default (it imports it), so a deployment changes the path in its site
 * context, never in code.
 *
 * - `POST {reviewsPath}` JSON: the review form's fields, `rating` a number from 1 to 5.
 */
import { warn } from '../log.ts';

/** The path used when the site context names none. */
export const DEFAULT_REVIEWS_PATH = '/api/commerce/reviews';

/** One leading `/` (never `//` or `/\`, which leave the origin), no query, fragment, space or backslash. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[^?#\s\\]*$/;

/** The site context's `reviewsPath` when it is a same-origin path; else the default (a value that is not one is one warning). */
export function reviewsPath(site: unknown): string {
  const given = Object(site) as Record<string, unknown>;
  const value = Object.hasOwn(given, 'reviewsPath') ? given.reviewsPath : undefined;
  if (typeof value === 'string' && SAME_ORIGIN_PATH.test(value)) return value;
  if (value !== undefined) warn(`site context field "reviewsPath" is not a same-origin path (${JSON.stringify(value)}): ${DEFAULT_REVIEWS_PATH} used`);
  return DEFAULT_REVIEWS_PATH;
}
