/**
 * The `services` site module (`SiteRuntime.load('services')`): the one
 * lazy entry of the site runtime services, a small router. Everything
 * behind it is its own chunk, imported on first use, so a page pays only
 * for what it shows:
 *
 * - `start({ runtime, held })`: the loader hands over the errors and
 *   Escape presses it held; on the first call the census starts, the
 *   start-up flows run (owner redirect, `logout=true` dialog, page modules,
 *   session recording), each behind its own check, and the Escape key's
 *   fallbacks start listening; then the root element gets
 *   `data-site-services="ready"`;
 * - `dialog()`, `tooltip()`, `systemError()`, `api()`, `checkout()`,
 *   `catalogue()`, `logout()`: the modules page scripts and template
 *   authors use;
 * - the platform clients (docs/behaviour.md#site-clients): `nativeBridge()`,
 *   `siteUser()`, `multilingual()`, `headerFooter()`, `labs()`, `places()`,
 *   `analytics()`, `logger()`, each its own chunk.
 *
 * One entry instead of one per module because every entry costs bytes in
 * loader.js's manifest, and loader.js has a hard size budget.
 */
import type { SiteRuntime } from '../../runtime-api.ts';
import type { SiteModuleContext } from '../../site-module.ts';
import { startCensus } from '../../census/census.ts';
import { startFlows } from './start.ts';
import { isEscape } from '../../dom/is-escape.ts';
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

/** The native-app bridge: `info()`, `dismiss()`, `request(type)`, `isNativeWebView()`. */
export const nativeBridge = () => import('../../clients/native-bridge.ts');
/** Site-user login and logout: `login({ email, password, rememberMe })`, `logout({ cloneCart })`. */
export const siteUser = () => import('../../clients/site-user.ts');
/** Multilingual (beta): settings, status, languages, saving them, disconnecting the provider. */
export const multilingual = () => import('../../clients/multilingual.ts');
/** The site header and footer: `getHeaderFooter()`, `saveHeaderFooter({ header, footer })`. */
export const headerFooter = () => import('../../clients/header-footer.ts');
/** Labs: `getBetaFeatures(audience)`, `saveBetaFeatures(audience, features)`. */
export const labs = () => import('../../clients/labs.ts');
/** Places search: `autocomplete(query, tracking?)`, `details(query, tracking)`. */
export const places = () => import('../../clients/places.ts');
/** Analytics events: `track(schema, fields)`, `recordEvent(name, fields)`, `layerEventFields()`. */
export const analytics = () => import('../../clients/analytics.ts');
/** The logger: `log(type, data)` batched to the Trace call, `flush()`. */
export const logger = () => import('../../clients/logger.ts');

let started = false;
let reporter: Promise<(event: Event) => void> | undefined;

/**
 * The Escape key's fallbacks (logout, backend, config area, log in): the
 * first Escape loads them. Open layers have already used their Escape on
 * the stack's document listener, which runs before this window listener.
 */
function onKeyDown(event: KeyboardEvent): void {
  if (!isEscape(event)) return;
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
 * Starts the services (the `SiteModule` shape, docs/behaviour.md#site-modules)
 * and takes what the loader held for them, emptying `held`: the errors go to
 * the reporter; the Escape presses are handled in the order they happened,
 * as if this module had been listening (docs/behaviour.md#escape-key): a
 * press a layer used is skipped, and a layer opened meanwhile takes the first
 * one. The first call also starts the census, the flows and the Escape
 * fallbacks' listener (the loader then stops holding Escape presses); a later
 * call only takes what was held since.
 */
export function start({ runtime, held }: SiteModuleContext): void {
  if (!started) {
    started = true;
    addEventListener('keydown', onKeyDown);
    try {
      startCensus(runtime);
    } catch (error) {
      contained('the census')(error);
    }
    startFlows(runtime)
      .catch(contained('a start-up flow'))
      // For QA, like `siteInitialized`: the Escape fallbacks listen and every start-up flow has started.
      .then(() => (document.documentElement.dataset.siteServices = 'ready'));
  }
  const errors: Event[] = [];
  for (const [kind, event] of held.splice(0)) kind == 'keydown' ? onKeyDown(event as KeyboardEvent) : errors.push(event as Event);
  if (errors.length) {
    // One promise for every hand-over, so errors reach the reporter in the
    // order they happened even when a second batch arrives while it loads.
    reporter ??= import('../../errors/index.ts').then(({ startErrorReporter }) => startErrorReporter());
    reporter.then((report) => errors.forEach(report)).catch((error: unknown) => fail('the error reporter failed:', error));
  }
}
