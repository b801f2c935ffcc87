import type { Bus } from './bus.ts';
import type { SiteContext } from './site-context.ts';
import type { SiteRuntime } from './runtime-api.ts';

/** What a widget's `mount` receives besides its element and data. */
export interface BlockContext {
  /** The block element's id, or a generated one when it has none. */
  id: string;
  /** The block type name (`accordion`, `video`, …). */
  type: string;
  /** The page's site context (defaults when the page had none). */
  site: SiteContext;
  /** The shared event bus. */
  bus: Bus;
  /**
   * Loads one of the runtime's lazy modules by name (`services`, `census`, a page module), as
   * `SiteRuntime.load` does: a widget needs nothing but its context to reach the `services` router.
   */
  load: SiteRuntime['load'];
}

/** What every block's context shares: all but its own id and type. */
export type SharedBlockContext = Omit<BlockContext, 'id' | 'type'>;

/** Undoes a mount: listeners removed, React root unmounted, markup restored. */
export type Cleanup = () => void;

/**
 * A block module, as a widget chunk or a template author's `register()`ed
 * module exports it. `mount` may be async; whatever it throws or rejects
 * with puts the block in `error` with its server markup left as it was.
 */
export interface BlockModule {
  mount: BlockMount;
}

/**
 * A widget's `mount`, the one contract every `widgets/NAME/index.ts` is held to by the compiler
 * with `mount satisfies BlockMount;` (erased from the chunk: it costs no byte). A function type,
 * not a method, so that a mount asking for narrower data than `unknown` is refused.
 */
export type BlockMount = (element: HTMLElement, data: unknown, context: BlockContext) => void | Cleanup | Promise<void | Cleanup>;
