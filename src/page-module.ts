import type { Bus } from './bus.ts';
import type { SiteRuntime } from './runtime-api.ts';
import type { SiteContext } from './site-context.ts';

/**
 * What a page module's `start` receives (docs/behaviour/page-modules.md#page-modules).
 * Page modules are the runtime's parts loaded on demand (comments, the
 * announcement bar, the popup overlay, image zoom, …): each lives in
 * `modules/NAME/` with an `index.ts` exporting `start` and a `trigger.json`
 * saying when it loads.
 */
export interface PageModuleContext {
  /** The module's name (its folder's name). */
  name: string;
  /** The page's site context (defaults filled in). */
  site: SiteContext;
  /** The shared event bus. */
  bus: Bus;
  /** The runtime, for `load()` of other modules (the `services` router: dialogs, the data layer). */
  runtime: SiteRuntime;
  /**
   * The elements that asked for the module when it was started: every
   * `[data-module~="NAME"]` element and every match of the trigger's
   * `selector`. Empty when the module was loaded by context or page type.
   */
  elements: Element[];
}

/** Undoes a start: listeners removed, what the module added taken away. */
export type ModuleCleanup = () => void;

/**
 * A page module, as `modules/NAME/index.ts` exports it. `start` is called
 * once per page; it may be async. What it throws or rejects with is logged
 * (naming the module) and contained: the page and the other modules go on.
 */
export interface PageModule {
  start(context: PageModuleContext): void | ModuleCleanup | Promise<void | ModuleCleanup>;
}

/**
 * When a page module loads: `modules/NAME/trigger.json`. The module loads
 * (once, when the browser is idle after the first scan) if ANY of these
 * holds; a `[data-module~="NAME"]` element always triggers it.
 * @public The format of trigger.json, which the build reads as JSON (build.mjs readTrigger); no code names it.
 */
export interface PageModuleTrigger {
  /** A CSS selector: the module loads when an element matches. */
  selector?: string;
  /** Dotted site-context paths (`websiteSettings.ssBadgeType`): the module loads when one is truthy. */
  context?: string[];
  /** Page type numbers (src/enums/page-type.ts): the module loads on those pages. */
  pageTypes?: number[];
}
