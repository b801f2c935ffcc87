/**
 * How census calls travel. Every failure is swallowed (docs/behaviour/census.md#census: "Any census failure is swallowed"): a dead, failing or hung
 * endpoint never throws, never rejects and never holds the page up past the
 * census timeout. Sends that must outlive the page use `sendBeacon`, or
 * `fetch` with `keepalive` where the beacon is refused.
 */
import { pageAddress } from '../dom/page-address.ts';

/** The census timeout (docs/behaviour/census.md#census: "Each call has a 2.5 s limit"). */
export const CENSUS_TIMEOUT_MS = 2500;

/** A flat form: undefined fields are left out, the rest become text. */
export type FormFields = Record<string, string | number | boolean | null | undefined>;

/** URL-encodes a flat form (undefined fields are left out). */
export function formBody(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, value === null ? '' : String(value));
  return body;
}

/** What a failed send reports to whoever wants to know (the Trace batch). */
export type FailureListener = (path: string, reason: string) => void;
let onFailure: FailureListener | undefined;

/** Sets the one listener told of each swallowed failure (used to trace them). */
export function onSendFailure(listener: FailureListener | undefined): void {
  onFailure = listener;
}

function tellFailure(path: string, reason: string): void {
  try {
    onFailure?.(path, reason);
  } catch {
    // A failing failure listener is one more swallowed failure.
  }
}

/**
 * POSTs a body with `fetch` (same-origin credentials, so the cookies ride
 * along) and resolves when it answers, fails, or `timeoutMs` has passed,
 * whichever is first. Never rejects. A call still unanswered at the timeout
 * is aborted, which frees its connection: browsers keep six per host, and a
 * few hung census calls must never leave a navigation waiting for one.
 *
 * `keepalive` only for sends made as the page goes away: in our e2e runs,
 * aborted keepalive calls to a hung endpoint kept their connections busy in
 * Chromium and, a page or two later, left a navigation waiting for a free one.
 */
export function post(path: string, body: BodyInit, timeoutMs: number = CENSUS_TIMEOUT_MS, keepalive = false): Promise<void> {
  return new Promise<void>((resolve) => {
    let controller: AbortController | undefined;
    const timer = setTimeout(() => {
      tellFailure(path, 'timeout');
      controller?.abort();
      resolve();
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      controller = new AbortController();
      fetch(pageAddress(path), { method: 'POST', body, keepalive, credentials: 'same-origin', signal: controller.signal }).then(
        (response) => {
          if (!response.ok) tellFailure(path, `HTTP ${response.status}`);
          done();
        },
        (error: unknown) => {
          if ((error as Error)?.name !== 'AbortError') tellFailure(path, String((error as Error)?.message ?? error));
          done();
        },
      );
    } catch (error) {
      tellFailure(path, String((error as Error)?.message ?? error));
      done();
    }
  });
}

/** POSTs a form-encoded census call; see {@link post}. */
export function postForm(path: string, fields: FormFields, timeoutMs: number = CENSUS_TIMEOUT_MS): Promise<void> {
  return post(path, formBody(fields), timeoutMs);
}
