/**
 * The generic data layer (behaviour/services.md#data-layer): GET, POST, PUT and
 * DELETE with the crumb query parameter, JSON or form-encoded bodies, and
 * the platform's error handling:
 *
 * - an answer that is not JSON: 'Internal Error: Unable to parse server
 *   response from ({url}) as JSON: …';
 * - `crumbFail`: the crumb is refreshed and the call retried once;
 * - `loginRequired`: the login prompt opens;
 * - `authorizationFail`: the system-error overlay shows;
 * - status 400, 401, 500 or 502 with `error`, `message` or
 *   `billingErrorCode`: that text;
 * - otherwise by status: 401/403 'Unauthorized request', 500/501 'Internal
 *   server error. Please try again later.', 503 'This service is
 *   temporarily unavailable. Please try again later.', anything else
 *   (a network failure and a timeout included) 'Unable to connect…',
 *   retried after 200 ms while a retry count is left;
 * - a failure with no handler (`handleErrors` not set) shows the
 *   system-error overlay.
 *
 * Every call has a timeout (30 s unless told), so nothing hangs forever.
 */
import { openLoginPrompt, showFailure } from './effects.ts';
import { findRuntime } from '../runtime-api.ts';
import { ApiError } from './api-error.ts';
import { readCrumb, refreshCrumb } from './crumb.ts';
import { mayCarryCrumb } from './crumb-target.ts';
import { isRetriedStatus, messageForStatus, unparseableMessage } from './messages.ts';
import { appendFields, secureOrigin, withQuery } from './url.ts';
import { fail } from '../log.ts';
import { xsrfHeaders } from './xsrf.ts';
import { pageAddress } from '../dom/page-address.ts';

/** The methods the data layer speaks. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Default timeout of one attempt. */
export const DEFAULT_TIMEOUT_MS = 30000;
/** The wait before retrying an "other status" failure (behaviour/services.md#data-layer). */
export const RETRY_DELAY_MS = 200;

/** One call. */
export interface RequestOptions {
  /** A path on the site (`/api/...`) or an absolute URL. */
  url: string;
  /** Default GET. */
  method?: Method;
  /** GET and DELETE: query parameters. POST and PUT: the body. */
  data?: Record<string, unknown> | unknown[];
  /** Send the body as JSON; default form-encoded. */
  json?: boolean;
  /** From a non-platform host, send to the site's own https domain with credentials. */
  secure?: boolean;
  /** How many times an "other status" failure is retried (after 200 ms each). Default 0. */
  retries?: number;
  /** Per attempt; default 30000. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** The caller shows failures itself: no system-error overlay (authorizationFail still shows one). */
  handleErrors?: boolean;
  /** Replaces the default login prompt for `loginRequired`. */
  onLoginRequired?: () => void;
}

interface Attempt {
  crumbRetried: boolean;
  retriesLeft: number;
}

type Answer = Record<string, unknown> | null;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function asObject(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * Makes one call and resolves with the parsed JSON answer (null for an
 * empty one). Rejects with an {@link ApiError} whose message is the one to
 * show; unless `handleErrors` is set, the system-error overlay has already
 * shown it.
 */
export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  try {
    return (await attempt(options, { crumbRetried: false, retriesLeft: Math.max(0, options.retries ?? 0) })) as T;
  } catch (caught) {
    const error = caught instanceof ApiError ? caught : new ApiError(messageForStatus(0), 'network', 0, options.url, undefined);
    if (!options.handleErrors && error.kind !== 'authorization' && error.kind !== 'login-required') showFailure(error);
    throw error;
  }
}

// Tuples rather than objects between the steps: property names survive
// minification, and this file is in every chunk that calls the server.
/** What one attempt sends: the URL (query and crumb added) and the fetch options. */
type Outgoing = [target: string, init: RequestInit];

/** What one attempt got back; status 0 when no answer came (a network failure, a timeout). */
type Received = [status: number, ok: boolean, text: string];

async function attempt(options: RequestOptions, state: Attempt): Promise<unknown> {
  const received = await send(outgoing(options), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  if (received[0] === 0) return failOrRetry(options, state, new ApiError(messageForStatus(0), 'network', 0, options.url));
  return judgeAnswer(options, state, received, parseAnswer(options.url, received));
}

/** The URL and fetch options of one attempt: origin, query, crumb, headers, body. */
function outgoing(options: RequestOptions): Outgoing {
  const method = options.method ?? 'GET';
  const site = findRuntime()?.context;
  const origin = options.secure ? secureOrigin(site) : undefined;
  // Resolved against the page, never the document's base (docs/security.md#base); the crumb
  // check looks at this URL, the one actually called.
  const called = pageAddress((origin ?? '') + options.url);
  const crumb = mayCarryCrumb(called, origin) ? readCrumb() : undefined;
  const hasBody = method === 'POST' || method === 'PUT';
  const query = !hasBody && options.data && !Array.isArray(options.data) ? options.data : undefined;
  const target = withQuery(withQuery(called, query), crumb ? { crumb } : undefined);

  // The site-user token goes on every call once a visitor has logged in (docs/behaviour/services.md#site-user).
  const headers: Record<string, string> = { Accept: 'application/json', ...xsrfHeaders(), ...options.headers };
  let body: string | undefined;
  if (hasBody && options.data !== undefined) {
    if (options.json) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.data);
    } else {
      const form = new URLSearchParams();
      appendFields(form, asObject(options.data) ?? {});
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = form.toString();
    }
  }
  return [target, { method, headers, ...(body !== undefined ? { body } : {}), credentials: origin ? 'include' : 'same-origin' }];
}

/** Sends one attempt within `timeoutMs`; never rejects (no answer is status 0). */
async function send([target, init]: Outgoing, timeoutMs: number): Promise<Received> {
  // A timer rather than AbortSignal.timeout: page timers are what a test
  // clock (and a throttled background tab) governs, so the limit is
  // testable and counts the same time as the rest of the page.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // The signal covers the body too: a server that sends headers and then
    // stalls still times out.
    const response = await fetch(target, { ...init, signal: controller.signal });
    // An answer that a redirect brought from another origin is not the site's: no answer.
    if (response.url && new URL(response.url).origin !== new URL(target, location.href).origin) return [0, false, ''];
    return [response.status, response.ok, await response.text()];
  } catch {
    return [0, false, ''];
  } finally {
    clearTimeout(timer);
  }
}

/** The answer's JSON (null when empty); a 2xx that is not JSON is a parse error, a failure's stray text is undefined. */
function parseAnswer(url: string, [status, ok, text]: Received): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch (error) {
    if (ok) throw new ApiError(unparseableMessage(url, (error as Error).message), 'parse', status, url);
    return undefined;
  }
}

/** What an answer means: a crumb retry, the login prompt, the overlay, the data, or a failure by status. */
async function judgeAnswer(options: RequestOptions, state: Attempt, [status, ok]: Received, data: unknown): Promise<unknown> {
  const answer: Answer = asObject(data) ?? null;
  if (answer?.crumbFail && !state.crumbRetried) {
    await refreshCrumb(answer.crumb);
    return attempt(options, { ...state, crumbRetried: true });
  }
  if (answer?.loginRequired) {
    try {
      (options.onLoginRequired ?? openLoginPrompt)();
    } catch (error) {
      fail('the login prompt failed:', error);
    }
    throw new ApiError(messageForStatus(401), 'login-required', status, options.url, data);
  }
  if (answer?.authorizationFail) {
    showFailure(new ApiError(messageForStatus(403), 'authorization', status, options.url, data));
    throw new ApiError(messageForStatus(403), 'authorization', status, options.url, data);
  }
  if (ok) return data;

  const serverText = answer && [400, 401, 500, 502].includes(status) ? (answer.error ?? answer.message ?? answer.billingErrorCode) : undefined;
  if (serverText !== undefined && serverText !== null && serverText !== '') {
    throw new ApiError(String(serverText), 'server', status, options.url, data);
  }
  return failOrRetry(options, state, new ApiError(messageForStatus(status), 'status', status, options.url, data));
}

async function failOrRetry(options: RequestOptions, state: Attempt, error: ApiError): Promise<unknown> {
  if (isRetriedStatus(error.status) && state.retriesLeft > 0) {
    await sleep(RETRY_DELAY_MS);
    return attempt(options, { ...state, retriesLeft: state.retriesLeft - 1 });
  }
  throw error;
}

/** GET `url` with `query`. */
export const get = <T = unknown>(url: string, query?: Record<string, unknown>, options: Partial<RequestOptions> = {}): Promise<T> =>
  request<T>({ ...options, url, method: 'GET', ...(query ? { data: query } : {}) });

/** POST `data` to `url` (form-encoded unless `json`). */
export const post = <T = unknown>(url: string, data?: RequestOptions['data'], options: Partial<RequestOptions> = {}): Promise<T> =>
  request<T>({ ...options, url, method: 'POST', ...(data !== undefined ? { data } : {}) });

/** PUT `data` to `url` (form-encoded unless `json`). */
export const put = <T = unknown>(url: string, data?: RequestOptions['data'], options: Partial<RequestOptions> = {}): Promise<T> =>
  request<T>({ ...options, url, method: 'PUT', ...(data !== undefined ? { data } : {}) });

/** DELETE `url` with `query`. */
export const del = <T = unknown>(url: string, query?: Record<string, unknown>, options: Partial<RequestOptions> = {}): Promise<T> =>
  request<T>({ ...options, url, method: 'DELETE', ...(query ? { data: query } : {}) });
