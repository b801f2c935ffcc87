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

/** One script's load, shared by every call for its URL while `waiting` calls are within their limits. */
interface SharedLoad {
  promise: Promise<void>;
  waiting: number;
  /** Gives the load up: removes the script and forgets it. */
  drop(): void;
}

const loads = new Map<string, SharedLoad>();

/**
 * Resolves once `url` has loaded (and `ready()` is truthy); rejects at once
 * when `url` is not from `options.host` or this site, on a script error or
 * when this call's `timeoutMs` passes first, with an Error naming the URL.
 * Calls for the same URL share one load, but each keeps its own limit: a
 * block with a short limit gives up alone, and the load goes on for the
 * others until the last of them gives up. A failed load is forgotten, so a
 * later call tries again (the visitor may be back online).
 */
export function loadScript(url: string, options: LoadScriptOptions): Promise<void> {
  const source = scriptSource(url, options.host);
  if (!source) return Promise.reject(refusedScript(url, options.host, options.field));
  const href = source.href;
  const load = loads.get(href) ?? startLoad(href, options);
  load.waiting++;
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      if (!--load.waiting) load.drop();
      reject(new Error(`script ${href} timed out after ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    load.promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Adds the script and records its load; one that fails, or that no call waits for any more, is dropped. */
function startLoad(href: string, options: LoadScriptOptions): SharedLoad {
  const script = ownDoc.createElement('script');
  let poll: ReturnType<typeof setInterval> | undefined;
  const load: SharedLoad = {
    waiting: 0,
    promise: new Promise<void>((resolve, reject) => {
      const settleIfReady = (): boolean => {
        if (!isReady(options)) return false;
        clearInterval(poll);
        resolve();
        return true;
      };
      script.onload = () => {
        if (!settleIfReady()) poll = setInterval(settleIfReady, 50);
      };
      script.onerror = () => {
        load.drop();
        reject(new Error(`script ${href} failed to load`));
      };
    }),
    drop() {
      // A script that still arrives after this must not start polling for a load nobody waits for.
      script.onload = script.onerror = null;
      clearInterval(poll);
      script.remove();
      if (loads.get(href) === load) loads.delete(href);
    },
  };
  script.async = true;
  if (options.crossOrigin !== undefined) script.crossOrigin = options.crossOrigin;
  script.src = href;
  loads.set(href, load);
  ownDoc.head.append(script);
  return load;
}

/** Whether the provider's API is there (a check that throws counts as not yet). */
function isReady(options: LoadScriptOptions): boolean {
  try {
    return !options.ready || Boolean(options.ready());
  } catch {
    return false;
  }
}
