/**
 * The `services` site module (`SiteRuntime.load('services')`): the one
 * lazy entry of the site runtime services, a small router. Everything
 * behind it is its own chunk, imported on first use, so a page pays only
 * for what it shows:
 *
 * - `take(queue)`: the loader's stub hands over the errors it caught (for
 *   the reporter); on the first call the start-up flows run (owner
 *   redirect, `logout=true` dialog, page modules, session recording), each
 *   behind its own check, and the Escape key's fallbacks start listening;
 *   then the root element gets `data-site-services="ready"`;
 * - `dialog()`, `tooltip()`, `systemError()`, `api()`, `checkout()`,
 *   `catalogue()`, `logout()`: the modules page scripts and template
 *   authors use.
 *
 * One entry instead of one per module because every entry costs bytes in
 * loader.js's manifest, and loader.js has a hard size budget.
 */
import type { SiteRuntime } from '../../runtime-api.ts';
import { startFlows } from './start.ts';
import { holdLayer } from '../../layers/stack.ts';
import { contained } from './contained.ts';
import { fail } from '../../log.ts';

/**
 * Confirmation, alert and information dialogs. While their chunk
 * downloads, a place on the Escape stack is held: a page script asking
 * for them is about to open one, and an Escape pressed meanwhile must not
 * reach the Escape fallbacks (which leave the page). The dialog then opens
 * as asked; the visitor's next Escape closes it.
 */
export const dialog = () => {
  const release = holdLayer('dialog');
  return import('../dialog/module.ts').finally(release);
};
/** Tooltips. */
export const tooltip = () => import('../tooltip/module.ts');
/** The system-error overlay. */
export const systemError = () => import('../system-error/module.ts');
/** The data layer. */
export const api = () => import('../../api/index.ts');
/** The checkout redirects. */
export const checkout = () => import('../../checkout/index.ts');
/**
 * Translations: `registerCatalogue(locale, areas)` and `setLocale(locale)`,
 * for a page script to put the site chrome and the widgets in the site's
 * language (the site context's `website.language` is chosen by default).
 */
export const catalogue = () => import('../../catalogue/register.ts');
/** The logout flow (only when signed in, once at a time). */
export const logout = () => import('../owner/logout.ts').then((module) => module.logout());

let started = false;
let reporter: Promise<(event: Event) => void> | undefined;

/**
 * The Escape key's fallbacks (logout, backend, config area, log in): the
 * first Escape loads them. Open layers have already used their Escape on
 * the stack's document listener, which runs before this window listener.
 */
function onKeyDown(event: KeyboardEvent): void {
  if (event.keyCode !== 27 && event.key !== 'Escape') return;
  if (event.defaultPrevented) {
    // A layer (or a control inside one) used this Escape: nothing to load.
    document.documentElement.dataset.siteEscape = 'ignored';
    return;
  }
  import('../escape/escape.ts')
    .then(({ onEscape }) => {
      // For QA: what the last Escape did ('none', 'config', 'logout', …).
      document.documentElement.dataset.siteEscape = onEscape(event, window.SiteRuntime as SiteRuntime);
    })
    .catch(contained('the Escape key'));
}

/**
 * Takes what the loader's stub buffered before this module arrived (both
 * lists are emptied): the errors go to the reporter; the Escape presses are
 * handled in the order they happened, as if this module had been listening
 * (docs/behaviour.md#escape-key): a press a layer used is skipped, and a
 * layer opened meanwhile takes the first one. The first call also starts the
 * flows and the Escape fallbacks' listener (the stub then stops buffering).
 */
export function take(queue: Event[], escapes: KeyboardEvent[] = []): void {
  if (!started) {
    started = true;
    addEventListener('keydown', onKeyDown);
    startFlows(window.SiteRuntime as SiteRuntime)
      .catch(contained('a start-up flow'))
      // For QA, like `siteInitialized`: the Escape fallbacks listen and every start-up flow has started.
      .then(() => (document.documentElement.dataset.siteServices = 'ready'));
  }
  escapes.splice(0).forEach(onKeyDown);
  const errors = queue.splice(0);
  if (errors.length) {
    // One promise for every hand-over, so errors reach the reporter in the
    // order they happened even when a second batch arrives while it loads.
    reporter ??= import('../../errors/index.ts').then(({ startErrorReporter }) => startErrorReporter());
    reporter.then((report) => errors.forEach(report)).catch((error: unknown) => fail('the error reporter failed:', error));
  }
}
