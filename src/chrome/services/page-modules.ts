import type { PageModule } from '../../page-module.ts';
import type { SiteRuntime } from '../../runtime-api.ts';
import { contained, warn } from '../../log.ts';
import { ownDocOf } from '../../dom/doc.ts';
import { type ContextTrigger, contextHolds } from './context-trigger.ts';

/** One page module's trigger as the build writes it: `[name, selector, { path: condition }, pageTypes]`. */
export type PageModuleEntry = [name: string, selector: string, context: ContextTrigger, pageTypes: number[]];

// Every page module's trigger, from modules/NAME/trigger.json, as a string
// define (build.mjs): the table lives here, in a chunk every page loads at
// idle, not in loader.js, so adding a module costs the loader nothing.
declare const __PAGE_MODULES__: string;

/** The build's page-module table (empty in unit tests). */
const PAGE_MODULES: PageModuleEntry[] = JSON.parse(typeof __PAGE_MODULES__ === 'string' ? __PAGE_MODULES__ : '[]');

/**
 * Which page modules this page asks for (docs/behaviour/page-modules.md#page-modules):
 * name → the elements that asked. A `[data-module~="NAME"]` element, a match
 * of the module's selector, a site-context path whose value meets its
 * condition (./context-trigger.ts) or the page type.
 * Without `markers`, only the table's own triggers count.
 * @internal Exported for its unit test: which modules a page asks for, without starting them (their imports are the real chunks).
 */
export function askedModules(runtime: SiteRuntime, doc: Document = document, table: PageModuleEntry[] = PAGE_MODULES, markers = true): Map<string, Element[]> {
  const asked = new Map<string, Element[]>();
  const ask = (name: string, element?: Element) => {
    if (!table.some((entry) => entry[0] === name)) return warn(`no page module named "${name}" (data-module)`);
    const elements = asked.get(name) ?? [];
    if (element && !elements.includes(element)) elements.push(element);
    asked.set(name, elements);
  };
  // The document's own method: `<img name="querySelectorAll">` in the page shadows it (ownDoc).
  const queryAll = (selector: string) => ownDocOf(doc).querySelectorAll(selector);
  if (markers)
    queryAll('[data-module]').forEach((element) => {
      for (const name of (element.getAttribute('data-module') ?? '').split(/\s+/)) if (name) ask(name, element);
    });
  const site = runtime.context;
  for (const [name, selector, context, pageTypes] of table) {
    if (selector) {
      try {
        queryAll(selector).forEach((element) => ask(name, element));
      } catch (error) {
        contained(`page module "${name}"'s selector`)(error);
      }
    }
    if (!asked.has(name) && (contextHolds(site, context) || pageTypes.includes(site.pageType))) ask(name);
  }
  return asked;
}

/**
 * Whether a trigger's selector reads the blocks' states (the page images':
 * "outside every block the runtime took up"): before the blocks runtime's
 * first scan no block has a state, and every image inside one looks outside.
 */
const readsBlockStates = (entry: PageModuleEntry): boolean => entry[1].includes('data-block-state');

/**
 * Loads and starts, once each, the page modules this page asks for; a
 * module that fails to load or throws is logged naming it, and the others
 * go on. A trigger that reads the blocks' states is matched once the first
 * view's blocks have settled (`runtime.ready`, after the first scan): the
 * idle start can come first on a busy page (docs/behaviour/page-modules.md#page-modules).
 * Resolves when every one has started or failed.
 */
export function startPageModules(runtime: SiteRuntime, doc: Document = document, table: PageModuleEntry[] = PAGE_MODULES): Promise<void> {
  const { context: site, bus } = runtime;
  const start = ([name, elements]: [string, Element[]]) =>
    // Names come from the page-module table (the build's own module names), not a literal.
    (runtime.load as (name: string) => Promise<PageModule>)(name)
      .then((module) => module.start({ name, site, bus, runtime, elements }))
      .catch(contained(`page module "${name}"`));
  const now = askedModules(
    runtime,
    doc,
    table.map((entry) => (readsBlockStates(entry) ? ([entry[0], '', entry[2], entry[3]] as PageModuleEntry) : entry)),
  );
  const later = runtime.ready.then(() =>
    Promise.all(
      [
        ...askedModules(
          runtime,
          doc,
          table.filter((entry) => readsBlockStates(entry) && !now.has(entry[0])),
          false,
        ),
      ].map(start),
    ),
  );
  return Promise.all([...[...now].map(start), later]).then(() => undefined);
}
