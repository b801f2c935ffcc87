/**
 * A failed performance settings call, told to the error reporter in the
 * platform's words (docs/behaviour/census.md#performance-records). Loaded with the
 * first failure, beside the reporter: most pages have none, so the idle
 * start every page loads carries neither the words nor the reporter.
 */
import { PERFORMANCE_TEXT } from '../catalogue/en/performance.ts';
import { reportMessage } from '../errors/index.ts';

/** Which failure: a key of the catalogue's performance messages. */
export type PerformanceFailure = keyof typeof PERFORMANCE_TEXT.messages;

/**
 * The message of a failure, read as written rather than through t(): it is
 * reported, never shown, so it stays English whatever the page's language
 * (reports group by one wording). An unexpected status follows its words.
 * @internal Exported for its unit test: the message wording per failure, as a table; reporting it needs the reporter.
 */
export const performanceMessage = (failure: PerformanceFailure, status?: number): string =>
  PERFORMANCE_TEXT.messages[failure] + (status === undefined ? '' : ` ${status}`);

/** Reports the failure as an error record whose message is {@link performanceMessage}. */
export function reportPerformanceFailure(failure: PerformanceFailure, status?: number): void {
  reportMessage(performanceMessage(failure, status));
}
