import { TinyEmitter } from 'tiny-emitter';
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
  on<N extends string>(name: PageEventName<N>, callback: (...args: any[]) => void, ctx?: unknown): Bus;
  once<K extends keyof SiteEvents>(name: K, callback: Listener<SiteEvents[K]>, ctx?: unknown): Bus;
  once<N extends string>(name: PageEventName<N>, callback: (...args: any[]) => void, ctx?: unknown): Bus;
  off<K extends keyof SiteEvents>(name: K, callback?: Listener<SiteEvents[K]>): Bus;
  off<N extends string>(name: PageEventName<N>, callback?: (...args: any[]) => void): Bus;
  /** An event whose payload may be undefined (`cookie-banner:show`, `logout`) may be emitted without one. */
  emit<K extends keyof SiteEvents>(name: K, ...payload: undefined extends SiteEvents[K] ? [payload?: SiteEvents[K]] : [payload: SiteEvents[K]]): Bus;
  emit<N extends string>(name: PageEventName<N>, ...args: unknown[]): Bus;
}

interface ListenerEntry {
  fn: (...args: unknown[]) => void;
  ctx: unknown;
}

/**
 * Creates the page's one bus. `emit` is replaced so that a listener that
 * throws is logged and the others still run (tiny-emitter's own loop would
 * stop at the first throw, letting one widget break another).
 */
export function createBus(): Bus {
  const emitter = new TinyEmitter() as TinyEmitter & { e?: Record<string, ListenerEntry[]> };
  // tiny-emitter keys listeners by event name in a plain object; page scripts choose the
  // names, so `constructor` or `__proto__` must be keys, not Object.prototype's members
  // (behaviour.md#security-model).
  emitter.e = Object.create(null) as Record<string, ListenerEntry[]>;
  emitter.emit = function emit(name: string, ...args: unknown[]) {
    const listeners = (emitter.e?.[name] ?? []).slice();
    for (const { fn, ctx } of listeners) {
      try {
        fn.apply(ctx, args);
      } catch (error) {
        handleError(`a "${name}" listener threw:`, error);
      }
    }
    return emitter;
  };
  return emitter as unknown as Bus;
}
