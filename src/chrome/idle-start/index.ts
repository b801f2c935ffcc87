/**
 * The `idle-start` site module: what every page runs when the browser is
 * idle (docs/behaviour/start-up.md#idle-start), sooner for a signed-in account, after
 * an error or when consent is given (its trigger is the loader's start-up
 * task, loader/start-up/idle-trigger.ts). The `services` router that page scripts load
 * (`SiteRuntime.load('services')`) is a separate entry, so a page that never
 * asks for a dialog, the data layer or a client does not download the
 * router's list of chunks.
 *
 * `start({ runtime, held })`: the loader hands over the errors and Escape
 * presses it held; on the first call the census starts, the start-up flows
 * run (owner redirect, `logout=true` notice, page modules, session
 * recording), each behind its own check, the Escape key's fallbacks start
 * listening and keyboard focus gets the platform's focus-visible marker;
 * then the root element gets `data-site-services="ready"`.
 */
import type { SiteRuntime } from '../../runtime-api.ts';
import type { SiteModuleContext } from '../../site-module.ts';
import { startCensus } from '../../census/census.ts';
import { startFlows } from '../services/start.ts';
import { isEscape } from '../../dom/is-escape.ts';
import { contained } from '../services/contained.ts';
import { fail } from '../../log.ts';
import { ownDoc } from '../../dom/doc.ts';
import { startFocusVisible } from '../../dom/focus-visible.ts';

/** The page's runtime, handed in by the first start (the Escape fallbacks need it). */
let site: SiteRuntime | undefined;
let reporter: Promise<(event: Event) => void> | undefined;
/** The fields (and editable elements) the visitor typed in or changed: the Escape fallbacks read them. */
const typed = new Set<EventTarget>();

/**
 * The Escape key's fallbacks (logout, backend, config area, log in): the
 * first Escape loads them. Open layers have already used their Escape on
 * the stack's document listener, which runs before this window listener.
 */
function onKeyDown(event: KeyboardEvent): void {
  if (!isEscape(event) || !site) return;
  const runtime = site;
  if (event.defaultPrevented) {
    // A layer (or a control inside one) used this Escape: nothing to load.
    ownDoc.documentElement.dataset.siteEscape = 'ignored';
    return;
  }
  import('../escape/escape.ts')
    .then(({ onEscape }) => {
      // For QA: what the last Escape did ('none', 'config', 'logout', …).
      ownDoc.documentElement.dataset.siteEscape = onEscape(event, runtime, typed);
    })
    .catch(contained('the Escape key'));
}

/**
 * Starts the idle start's work (the `SiteModule` shape, docs/behaviour/start-up.md#site-modules)
 * and takes what the loader held for them, emptying `held`: the errors go to
 * the reporter; the Escape presses are handled in the order they happened,
 * as if this module had been listening (docs/behaviour/start-up.md#escape-key): a
 * press a layer used is skipped, and a layer opened meanwhile takes the first
 * one. The first call also starts the census, the flows and the Escape
 * fallbacks' listener (the loader then stops holding Escape presses); a later
 * call only takes what was held since.
 */
export function start({ runtime, held }: SiteModuleContext): void {
  if (!site) {
    site = runtime;
    addEventListener('keydown', onKeyDown);
    // The platform's focus-visible marker, for every control on the page (docs/behaviour/header.md#focus-visible).
    startFocusVisible();
    // Every field the visitor types in or changes from now on, so Escape never leaves a half-filled form (docs/behaviour/layers.md#escape-typed-data).
    for (const type of ['input', 'change']) addEventListener(type, (event) => event.target && typed.add(event.target), true);
    try {
      startCensus(runtime);
    } catch (error) {
      contained('the census')(error);
    }
    startFlows(runtime)
      .catch(contained('a start-up flow'))
      // For QA, like `siteInitialized`: the Escape fallbacks listen and every start-up flow has started.
      .then(() => (ownDoc.documentElement.dataset.siteServices = 'ready'));
  }
  const errors: Event[] = [];
  for (const [kind, event] of held.splice(0)) {
    if (kind === 'keydown') onKeyDown(event as KeyboardEvent);
    else errors.push(event as Event);
  }
  if (errors.length) {
    // One promise for every hand-over, so errors reach the reporter in the
    // order they happened even when a second batch arrives while it loads.
    reporter ??= import('../../errors/index.ts').then(({ startErrorReporter }) => startErrorReporter());
    reporter.then((report) => errors.forEach(report)).catch((error: unknown) => fail('the error reporter failed:', error));
  }
}
