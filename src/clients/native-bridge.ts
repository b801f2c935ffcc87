/**
 * The native-app bridge (docs/behaviour/services.md#native-bridge): the site shown
 * in the platform's mobile app, inside a web view, talks to the app.
 *
 * - The web view is recognised by the `platform=mobile-app` query
 *   parameter of the page it opened; once the bridge has seen it, it is
 *   remembered for the session, so pages reached by links inside the app
 *   still count.
 * - Messages go to the app's handler named {@link NATIVE_HANDLER}: the
 *   iOS form (`webkit.messageHandlers.NAME.postMessage`) or the Android
 *   one (`window.NAME.postMessage`), as JSON text `{ id, type, payload }`.
 * - `request(type)` stays pending until the app calls
 *   `window.SiteNativeBridge.resolve(id, value)` or `.reject(id, reason)`,
 *   or rejects when the time limit passes first.
 * - `info()` asks the app for its information; `dismiss()` tells the app
 *   and goes to the custom mobile-app back address.
 * - Outside the app every call rejects with 'mobile platform not correctly
 *   identified'; a missing native handler is logged as not found.
 */
import { BRIDGE_TEXT } from '../catalogue/en/bridge.ts';
import { fail } from '../log.ts';
import { readStorageItem, writeStorageItem } from '../storage.ts';

/** The query parameter and its web-view value. */
export const PLATFORM_PARAMETER = 'platform';
export const MOBILE_APP_PLATFORM = 'mobile-app';
/** The app's message handler. */
export const NATIVE_HANDLER = 'siteNativeBridge';
/** Where a dismiss sends the web view: the app catches this address and closes the site. */
export const MOBILE_APP_BACK_URL = 'site-mobile-app://back';
/** The app's own scheme, the only one besides http(s) a back address may use. */
const APP_BACK_SCHEME = new URL(MOBILE_APP_BACK_URL).protocol;
/** How long a request waits for the app by default. */
export const NATIVE_REQUEST_TIMEOUT_MS = 10_000;
/** The session-storage key remembering the web view. */
export const WEB_VIEW_KEY = 'site-runtime:mobile-app';

// Logged, never shown: read as written (docs/behaviour/start-up.md#console).
const NOT_IDENTIFIED = BRIDGE_TEXT.messages.platformNotIdentified;

/** The app's side, called by the app with a request's id. */
export interface NativeReplies {
  resolve(id: number, value?: unknown): boolean;
  reject(id: number, reason?: unknown): boolean;
}

type Poster = { postMessage(message: string): void };

declare global {
  interface Window {
    SiteNativeBridge?: NativeReplies;
    webkit?: { messageHandlers?: Record<string, Poster | undefined> };
  }
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

const pending = new Map<number, Pending>();
let nextId = 1;

/** Whether this page runs in the app's web view. */
export function isNativeWebView(search: string = location.search): boolean {
  if (new URLSearchParams(search).get(PLATFORM_PARAMETER) === MOBILE_APP_PLATFORM) {
    writeStorageItem('session', WEB_VIEW_KEY, '1');
    return true;
  }
  return readStorageItem('session', WEB_VIEW_KEY) === '1';
}

/**
 * `holder`'s own data property `name` when it is a plain object the app put there, else
 * undefined (docs/security.md#native-bridge). Page content can name a frame or an element
 * `siteNativeBridge`, `webkit` or `SiteNativeBridge`: `window`'s named access finds them
 * through its prototype chain, never as own properties, and a Window or an element is never
 * the app's. Reading a cross-origin window throws: that is no handler either.
 */
function appObject(holder: unknown, name: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = holder && Object.getOwnPropertyDescriptor(holder, name)?.value;
    if (!value || typeof value !== 'object' || 'nodeType' in value) return undefined;
    const object = value as Record<string, unknown>;
    return object.window === object ? undefined : object;
  } catch {
    return undefined;
  }
}

const isPoster = (object: Record<string, unknown> | undefined): object is Poster => typeof object?.postMessage === 'function';

/** The app's handler, or undefined when the app has not installed one. */
function nativeHandler(win: Window): Poster | undefined {
  const ios = appObject(appObject(appObject(win, 'webkit'), 'messageHandlers'), NATIVE_HANDLER);
  if (isPoster(ios)) return ios;
  const android = appObject(win, NATIVE_HANDLER);
  return isPoster(android) ? android : undefined;
}

function settle(id: number, outcome: (entry: Pending) => void): boolean {
  const entry = pending.get(id);
  if (!entry) return false;
  pending.delete(id);
  clearTimeout(entry.timer);
  outcome(entry);
  return true;
}

/** Installs `window.SiteNativeBridge`, the app's way back in (once). */
function installReplies(win: Window): void {
  // Own property only: an `<a id="SiteNativeBridge">` is found by named access and would
  // keep the app's replies from ever arriving; defining the property shadows it.
  if (Object.getOwnPropertyDescriptor(win, 'SiteNativeBridge')) return;
  const replies: NativeReplies = {
    resolve: (id, value) => settle(Number(id), (entry) => entry.resolve(value)),
    reject: (id, reason) =>
      settle(Number(id), (entry) =>
        entry.reject(reason instanceof Error ? reason : new Error(typeof reason === 'string' ? reason : 'the app refused the request')),
      ),
  };
  Object.defineProperty(win, 'SiteNativeBridge', { value: replies, configurable: true, writable: true });
}

/** Posts one message; throws (after logging) outside the app or without a handler. */
function post(type: string, payload: unknown, id: number, win: Window): void {
  if (!isNativeWebView(win.location.search)) {
    fail(NOT_IDENTIFIED);
    throw new Error(NOT_IDENTIFIED);
  }
  const handler = nativeHandler(win);
  if (!handler) {
    const message = `native handler "${NATIVE_HANDLER}" not found`;
    fail(message);
    throw new Error(message);
  }
  handler.postMessage(JSON.stringify({ id, type, payload: payload ?? null }));
}

/**
 * Sends `type` to the app and resolves with its answer; rejects outside
 * the app, without a handler, when the app rejects, or after `timeoutMs`.
 */
export function request<T = unknown>(type: string, payload?: unknown, options: { timeoutMs?: number; win?: Window } = {}): Promise<T> {
  const win = options.win ?? window;
  const timeoutMs = options.timeoutMs ?? NATIVE_REQUEST_TIMEOUT_MS;
  return new Promise<T>((resolve, reject) => {
    const id = nextId++;
    try {
      installReplies(win);
      const timer = setTimeout(
        () => settle(id, (entry) => entry.reject(new Error(`native bridge request "${type}" timed out after ${timeoutMs} ms`))),
        timeoutMs,
      );
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      post(type, payload, id, win);
    } catch (error) {
      settle(id, () => undefined);
      reject(error as Error);
    }
  });
}

/** The app's information (version, device…), as the app answers 'info'. */
export const info = <T = unknown>(options?: { timeoutMs?: number; win?: Window }): Promise<T> => request<T>('info', undefined, options);

/**
 * `address` as the URL parser reads it, resolved against the page's own address (never the
 * document's base, docs/security.md#base), when it is http(s) or the app's own back scheme.
 * A pattern on the text is not enough: the parser drops tabs and newlines and trims control
 * characters, so `java\nscript:` and `\x01javascript:` are script addresses to it
 * (docs/security.md#native-bridge-back). Throws otherwise.
 */
function backAddress(address: string, page: string): string {
  let url: URL | undefined;
  try {
    url = new URL(address, page);
  } catch {
    // Not an address at all: refused below.
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === APP_BACK_SCHEME)) return url.href;
  throw new TypeError("native bridge: the back address must not be a script (only http(s) or the app's own)");
}

/**
 * Tells the app the visitor dismissed the site, then goes to the back
 * address (default {@link MOBILE_APP_BACK_URL}; a page may name its own,
 * http(s) or the app's scheme, never a script address). Rejects outside the app, without going
 * anywhere; with the app but no handler, logs it and still goes back.
 */
export async function dismiss(options: { backUrl?: string; win?: Window; go?: (url: string) => void } = {}): Promise<void> {
  const win = options.win ?? window;
  const backUrl = backAddress(options.backUrl ?? MOBILE_APP_BACK_URL, win.location.href);
  try {
    post('dismiss', null, nextId++, win);
  } catch (error) {
    if ((error as Error).message === NOT_IDENTIFIED) throw error;
  }
  (options.go ?? ((url) => win.location.assign(url)))(backUrl);
}

/** How many requests wait for the app (tests, QA). */
export const pendingRequests = (): number => pending.size;
