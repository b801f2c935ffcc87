/**
 * The general analytics senders (docs/behaviour/services.md#analytics-client):
 * - `POST /api/v1/events`: JSON `{analyticsId, commonData, customData,
 *   customSchemaName}` (the two data fields as JSON text), or the same as a
 *   form-encoded beacon when the page is going away;
 * - `POST /api/events/RecordEvent`: form-encoded crumb (from the `crumb`
 *   cookie), event, and data as JSON (eventName plus the analytics fields).
 * 200 and 202 are success; any other status is logged as "Error tracking
 * event: HTTP Status N" and rejects. Fields of the wrong type are dropped
 * with a warning; an empty payload raises "no payload". Callers check
 * consent first (the census module does). A call unanswered after the
 * census timeout (2500 ms) is aborted and rejects. Only the beacon form outlives
 * the page: a plain call is not keepalive, so a hung one is dropped with
 * the page instead of holding one of the host's connections.
 */
import { ANALYTICS_TEXT } from '../catalogue/en/analytics.ts';
import { fillPlaceholders } from '../messages/fill-placeholders.ts';

// Read as English, not through t(): they go to the console and the error
// reporter, never to a visitor.
const M = ANALYTICS_TEXT.messages;
import { readCookie } from '../cookies.ts';
import { fail, warn } from '../log.ts';
import type { SiteContext } from '../site-context.ts';
import { readStorageItem, writeStorageItem } from '../storage.ts';
import { analyticsId } from './analytics-id.ts';
import { beacon } from './beacon.ts';
import { CENSUS_TIMEOUT_MS, formBody } from './send.ts';
import { newVisitorId } from './visitor-cookies.ts';
import { pageAddress } from '../dom/page-address.ts';
import { ownDoc, ownDocOf } from '../dom/doc.ts';

const EVENTS_PATH = '/api/v1/events';
const RECORD_EVENT_PATH = '/api/events/RecordEvent';

/** The fields every general analytics event must carry, as strings. */
export const REQUIRED_EVENT_FIELDS = ['actor', 'action', 'event_owner_team', 'event_source', 'object_type'] as const;

type Scalar = string | number | boolean;

/**
 * The payload with every field of a wrong type dropped (with a warning):
 * values must be strings, finite numbers or booleans, and the required
 * fields strings. Throws "no payload" when nothing is given.
 * @internal Exported for its unit test: drops wrong-typed fields with a warning (behaviour/vocabulary.md#vocabulary); the senders need beacon stubs.
 */
export function cleanEventFields(fields: Record<string, unknown> | undefined): Record<string, Scalar> {
  if (!fields || typeof fields !== 'object' || Object.keys(fields).length === 0) throw new Error(M.noPayload);
  const clean: Record<string, Scalar> = {};
  for (const [key, value] of Object.entries(fields)) {
    const required = (REQUIRED_EVENT_FIELDS as readonly string[]).includes(key);
    const ok = required
      ? typeof value === 'string'
      : typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
    if (ok) clean[key] = value as Scalar;
    else warn(`analytics field "${key}" is ${value === null ? 'null' : typeof value}${required ? ', not a string' : ''}: dropped`);
  }
  for (const key of REQUIRED_EVENT_FIELDS) if (!(key in clean)) warn(`analytics field "${key}" is missing`);
  return clean;
}

const SESSION_ID_KEY = 'ss-analytics-session-id';

/** The browser session's analytics session id, made on first use. */
function analyticsSessionId(): string {
  let id = readStorageItem('session', SESSION_ID_KEY);
  if (!id) {
    id = newVisitorId();
    writeStorageItem('session', SESSION_ID_KEY, id);
  }
  return id;
}

/** The common data every event carries: when, where, who (docs/behaviour/services.md#analytics-client). */
function commonEventData(context: SiteContext, win: Window = window): Record<string, Scalar | undefined> {
  const account = context.authenticatedAccount as { id?: string; marketingId?: string } | undefined;
  return {
    client_timestamp: Date.now(),
    page_host: win.location.host,
    page_path: win.location.pathname,
    page_query: win.location.search.replace(/^\?/, ''),
    page_referrer: ownDocOf(win.document).referrer,
    window_width: win.innerWidth,
    window_height: win.innerHeight,
    language: win.navigator.language,
    marketing_id: account?.marketingId,
    session_id: analyticsSessionId(),
    website_id: context.website?.id,
    member_account_id: account?.id,
  };
}

/** The message of a call that got no answer within the census timeout. */
const noAnswerMessage = (): string => `Error tracking event: no answer within ${CENSUS_TIMEOUT_MS} ms`;

/**
 * One POST with the census timeout (a page timer, so a test clock drives
 * it): resolves with the response, rejects with "timeout" when the time
 * ran out, or with the network's error when no answer could come.
 */
async function postWithTimeout(path: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, CENSUS_TIMEOUT_MS);
  try {
    return await fetch(pageAddress(path), { ...init, method: 'POST', credentials: 'same-origin', keepalive: false, signal: controller.signal });
  } catch (error) {
    if (timedOut) {
      fail(noAnswerMessage());
      throw new Error(noAnswerMessage());
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function checkStatus(status: number): void {
  if (status === 200 || status === 202) return;
  const message = fillPlaceholders(M.httpStatusError, { status: String(status) }, 'en');
  fail(message);
  throw new Error(message);
}

/**
 * Sends one general analytics event to /api/v1/events as JSON. It goes
 * form-encoded by beacon instead (and resolves at once) with `asBeacon`,
 * when the page is already hidden (a plain call may not outlive it), or
 * when the plain call could not reach the server at all.
 */
export async function sendAnalyticsEvent(
  customSchemaName: string,
  fields: Record<string, unknown>,
  context: SiteContext,
  asBeacon = typeof document !== 'undefined' && ownDoc.visibilityState === 'hidden',
): Promise<void> {
  const body = {
    analyticsId: analyticsId(),
    commonData: JSON.stringify(commonEventData(context)),
    customData: JSON.stringify(cleanEventFields(fields)),
    customSchemaName,
  };
  if (asBeacon) return beacon(EVENTS_PATH, formBody(body));
  let response: Response;
  try {
    response = await postWithTimeout(EVENTS_PATH, { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  } catch (error) {
    if ((error as Error).message === noAnswerMessage()) throw error;
    // No answer at all (offline, blocked): the beacon is the fallback.
    return beacon(EVENTS_PATH, formBody(body));
  }
  checkStatus(response.status);
}

/** Sends one event to /api/events/RecordEvent (form-encoded, with the crumb cookie). */
export async function recordEvent(eventName: string, fields: Record<string, unknown>, context: SiteContext): Promise<void> {
  const data = { eventName, ...commonEventData(context), ...cleanEventFields(fields) };
  const response = await postWithTimeout(RECORD_EVENT_PATH, {
    body: formBody({ crumb: readCookie('crumb') ?? '', event: eventName, data: JSON.stringify(data) }),
  });
  checkStatus(response.status);
}
