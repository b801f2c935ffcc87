import type { SiteEvents } from './bus-events.ts';
import { handleError } from './log.ts';

type Listener<P> = (payload: P) => void;

/**
 * A page's own event name: any name but the runtime's. The untyped overloads
 * take only these, so a runtime event with a wrong payload finds no overload
 * to fall back on and fails to compile.
 */
export type PageEventName<N extends string> = Exclude<N, keyof SiteEvents>;

/** The typed face of the shared tiny-emitter. Untyped names still work for page-defined events. */
export interface Bus {
  on<K extends keyof SiteEvents>(name: K, callback: Listener<SiteEvents[K]>, ctx?: unknown): Bus;
  on<N extends string, A extends unknown[]>(name: PageEventName<N>, callback: (...args: A) => void, ctx?: unknown): Bus;
  once<K extends keyof SiteEvents>(name: K, callback: Listener<SiteEvents[K]>, ctx?: unknown): Bus;
  once<N extends string, A extends unknown[]>(name: PageEventName<N>, callback: (...args: A) => void, ctx?: unknown): Bus;
  off<K extends keyof SiteEvents>(name: K, callback?: Listener<SiteEvents[K]>): Bus;
  off<N extends string, A extends unknown[]>(name: PageEventName<N>, callback?: (...args: A) => void): Bus;
  /** An event whose payload may be undefined (`cookie-banner:show`, `logout`) may be emitted without one. */
  emit<K extends keyof SiteEvents>(name: K, ...payload: undefined extends SiteEvents[K] ? [payload?: SiteEvents[K]] : [payload: SiteEvents[K]]): Bus;
  emit<N extends string>(name: PageEventName<N>, ...args: unknown[]): Bus;
}

/** A listener as tiny-emitter keeps it; `_` is the page's own callback behind a `once` wrapper. */
interface ListenerEntry {
  fn: ((...args: unknown[]) => void) & { _?: unknown };
  ctx: unknown;
}

/**
 * Creates the page's one bus: tiny-emitter's `on`, `once`, `off` and `emit`,
 * written out here (the loader carried the library's own copy, whose `emit`
 * this replaced anyway). Two departures, both on purpose: a listener that
 * throws is logged and the others still run (tiny-emitter's own loop would
 * stop at the first throw, letting one widget break another), and the
 * methods need no `this`, so a page script may pass `bus.on` around.
 */
export function createBus(): Bus {
  // Listeners by event name, in an object without a prototype: page scripts
  // choose the names, so `constructor` or `__proto__` must be keys, not
  // Object.prototype's members (behaviour/start-up.md#security-model).
  const events: Record<string, ListenerEntry[]> = Object.create(null);
  const bus = {
    on(name: string, fn: ListenerEntry['fn'], ctx?: unknown) {
      (events[name] ??= []).push({ fn, ctx });
      return bus;
    },
    once(name: string, callback: (...args: unknown[]) => void, ctx?: unknown) {
      const fn: ListenerEntry['fn'] = (...args) => {
        bus.off(name, fn);
        callback.apply(ctx, args);
      };
      fn._ = callback;
      return bus.on(name, fn, ctx);
    },
    // Without a callback, every listener of `name` goes.
    off(name: string, callback?: unknown) {
      const live = callback ? (events[name] ?? []).filter(({ fn }) => fn !== callback && fn._ !== callback) : [];
      if (live.length) events[name] = live;
      else delete events[name];
      return bus;
    },
    emit(name: string, ...args: unknown[]) {
      for (const { fn, ctx } of (events[name] ?? []).slice()) {
        try {
          fn.apply(ctx, args);
        } catch (error) {
          handleError(`a "${name}" listener threw:`, error);
        }
      }
      return bus;
    },
  };
  return bus as unknown as Bus;
}
