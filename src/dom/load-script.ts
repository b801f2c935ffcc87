import { refusedScript, scriptSource } from './script-source.ts';
import { ownDoc } from './doc.ts';

/**
 * Loads a third-party script once per page (docs/behaviour/third-party.md#third-party-scripts):
 * the maps script, the captcha provider, the social follow script, the
 * reservation and table-booking widgets, provider players. A plain
 * `<script src>` (no inline code, so a CSP that allows the provider's
 * origin is enough). Only from the provider's fixed https host or this site's
 * own files (`script-source.ts`): any other URL rejects without a request.
 */
export interface LoadScriptOptions {
  /** The provider's fixed https host (`maps.googleapis.com`). */
  host: string;
  /** The block data field the URL came from, named when it is refused. */
  field?: string;
  /** How long the script may take (to load, and to be `ready`) before the load rejects. */
  timeoutMs: number;
  /**
   * The provider's API is there (`() => window.google?.maps`): checked once
   * the script has loaded, then every 50 ms until the time limit. Without
   * it the script's `load` event is enough.
   */
  ready?: () => unknown;
  /** Sets `crossorigin` on the element. */
  crossOrigin?: string;
}

/** One script's load, shared by every call for its URL. */
interface SharedLoad {
  readonly promise: Promise<void>;
  /** Keeps the load (and its wait for `ready`) going at least `timeoutMs` from now. */
  extend(timeoutMs: number): void;
}

const loads = new Map<string, SharedLoad>();

/** The error of a load that took longer than `timeoutMs`. */
function timedOut(href: string, timeoutMs: number): Error {
  return new Error(`script ${href} timed out after ${timeoutMs} ms`);
}

/**
 * Resolves once `url` has loaded (and `ready()` is truthy); rejects at once
 * when `url` is not from `options.host` or this site, on a script error or
 * when this call's `timeoutMs` passes first, with an Error naming the URL.
 * Calls for the same URL share one load, but each keeps its own limit: a
 * block with a short limit gives up alone, and the load goes on for the
 * others until the longest limit. A failed load is forgotten, so a later
 * call tries again (the visitor may be back online).
 */
export function loadScript(url: string, options: LoadScriptOptions): Promise<void> {
  const source = scriptSource(url, options.host);
  if (!source) return Promise.reject(refusedScript(url, options.host, options.field));
  const href = source.href;
  const load = loads.get(href) ?? startLoad(href, options);
  load.extend(options.timeoutMs);
  return withinTime(load.promise, href, options.timeoutMs);
}

/** `promise`, or a rejection naming `href` once `timeoutMs` passes first. */
function withinTime(promise: Promise<void>, href: string, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(timedOut(href, timeoutMs)), timeoutMs);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Adds the script and records its load; a failed load removes the script and forgets it. */
function startLoad(href: string, options: LoadScriptOptions): SharedLoad {
  const script = ownDoc.createElement('script');
  let settled = false;
  let deadline = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let settle: (error?: Error) => void = () => {};
  const promise = new Promise<void>((resolve, reject) => {
    settle = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(poll);
      script.onload = script.onerror = null;
      if (!error) return resolve();
      script.remove();
      if (loads.get(href) === load) loads.delete(href);
      reject(error);
    };
  });
  const extend = (timeoutMs: number): void => {
    const until = Date.now() + timeoutMs;
    if (settled || until <= deadline) return;
    deadline = until;
    clearTimeout(timer);
    timer = setTimeout(() => settle(timedOut(href, timeoutMs)), timeoutMs);
  };
  const load: SharedLoad = { promise, extend };
  // Nobody may be listening when it fails (each call has its own promise).
  promise.catch(() => {});
  const isReady = () => {
    try {
      return !options.ready || Boolean(options.ready());
    } catch {
      return false;
    }
  };
  script.onload = () => {
    if (isReady()) return settle();
    poll = setInterval(() => isReady() && settle(), 50);
  };
  script.onerror = () => settle(new Error(`script ${href} failed to load`));
  script.async = true;
  if (options.crossOrigin !== undefined) script.crossOrigin = options.crossOrigin;
  script.src = href;
  loads.set(href, load);
  ownDoc.head.append(script);
  return load;
}
