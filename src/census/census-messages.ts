/**
 * The census's analytics messages (second seed, sections 5 and 8): the only
 * copy of catalogue strings left in the runtime, kept equal to the
 * catalogue's `analytics` area by a unit test.
 *
 * A copy because that area has a message with a placeholder
 * (`httpStatusError`), so it carries the message formatter (~1.7 KB gzip),
 * which importing it would add to the census that every page loads at idle.
 * They go to the console and the error reporter, never to a visitor, so
 * they are not translated either way. The census's performance messages
 * are plain text and are read from the catalogue (performance-records.ts).
 */
export const ANALYTICS_MESSAGES = {
  /** `analytics.httpStatusError`; `{status}` is replaced as plain text. */
  httpStatusError: 'Error tracking event: HTTP Status {status}',
  /** `analytics.noPayload` */
  noPayload: 'no payload',
} as const;
