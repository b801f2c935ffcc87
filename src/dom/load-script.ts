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

const loads = new Map<string, Promise<void>>();

/**
 * Resolves once `url` has loaded (and `ready()` is truthy); rejects at once
 * when `url` is not from `options.host` or this site, on a script error or
 * when `timeoutMs` passes first, with an Error naming the URL. Calls for the same URL share one load; a failed load is forgotten, so
 * a later call tries again (the visitor may be back online).
 */
export function loadScript(url: string, options: LoadScriptOptions): Promise<void> {
  const source = scriptSource(url, options.host);
  if (!source) return Promise.reject(refusedScript(url, options.host, options.field));
  const href = source.href;
  const existing = loads.get(href);
  if (existing) return existing;
  const attempt = new Promise<void>((resolve, reject) => {
    const script = ownDoc.createElement('script');
    let poll: ReturnType<typeof setInterval> | undefined;
    const settle = (error?: Error) => {
      clearTimeout(timer);
      clearInterval(poll);
      script.onload = script.onerror = null;
      if (!error) return resolve();
      script.remove();
      reject(error);
    };
    const timer = setTimeout(() => settle(new Error(`script ${href} timed out after ${options.timeoutMs} ms`)), options.timeoutMs);
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
    ownDoc.head.append(script);
  });
  loads.set(href, attempt);
  attempt.catch(() => {
    if (loads.get(href) === attempt) loads.delete(href);
  });
  return attempt;
}
