import { getLocale, t } from '../catalogue/index.ts';
import { RELATIVE_TIME_TEXT } from '../catalogue/en/relative-time.ts';

/**
 * Elapsed seconds from which relative text gives way to a formatted date
 * (behaviour.md#vocabulary: "text switches after 60 s").
 */
export const RELATIVE_TIME_LIMIT_SECONDS = 60;

/** How often relative texts on a page are refreshed (behaviour.md#vocabulary: 5000 ms). */
export const RELATIVE_TIME_REFRESH_MS = 5000;

/**
 * The relative time text for a past moment (behaviour.md#vocabulary):
 * 'just now' at zero seconds, 'about N seconds ago' under 60 seconds, then
 * the date formatted by `Intl.DateTimeFormat` in the catalogue's locale.
 *
 * Seconds are whole seconds elapsed (rounded down). A moment in the future,
 * as a skewed clock can produce, counts as zero seconds: 'just now'.
 *
 * @param then the moment, as a Date or epoch milliseconds
 * @param now the current time (injectable for tests and for one shared
 *   "now" when many labels refresh together)
 * @param dateFormat options for the date shown after 60 seconds
 */
export function relativeTime(
  then: Date | number,
  now: Date | number = Date.now(),
  dateFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const thenMs = typeof then === 'number' ? then : then.getTime();
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const seconds = Math.max(0, Math.floor((nowMs - thenMs) / 1000));
  if (seconds === 0) return t(RELATIVE_TIME_TEXT, 'justNow');
  if (seconds < RELATIVE_TIME_LIMIT_SECONDS) return t(RELATIVE_TIME_TEXT, 'secondsAgo', { seconds });
  return new Intl.DateTimeFormat(getLocale(), dateFormat).format(thenMs);
}
