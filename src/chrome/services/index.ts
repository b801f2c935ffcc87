/**
 * The `services` site module (`SiteRuntime.load('services')`): the router
 * page scripts and template authors use. Everything behind it is its own
 * chunk, imported on first use, so a page pays only for what it shows. The
 * loader does not load it: every page runs the idle start
 * (`src/chrome/idle-start/`, docs/behaviour/start-up.md#idle-start) instead, and the
 * router is fetched only by a page that asks for it.
 *
 * - `start({ runtime, held })`: the idle start's, re-exported;
 * - `dialog()`, `tooltip()`, `systemError()`, `api()`, `checkout()`,
 *   `catalogue()`, `messageFormat()`, `logout()`: the modules page scripts and template
 *   authors use;
 * - the platform clients (docs/behaviour/services.md#site-clients): `nativeBridge()`,
 *   `siteUser()`, `multilingual()`, `headerFooter()`, `labs()`, `places()`,
 *   `analytics()`, `logger()`, each its own chunk.
 */
import { holdLayer } from '../../layers/stack.ts';

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
/**
 * The ICU message formatter (`formatMessage`: plurals, selects, numbers and
 * dates), for a translation whose language needs more than `{name}`: pass
 * it to `registerCatalogue` as the language's format. Its own chunk, so only
 * pages in such a language pay for the parser.
 */
export const messageFormat = () => import('../../messages/format-message.ts');
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

/**
 * The idle start (docs/behaviour/start-up.md#idle-start), for a page script that
 * loads the router first: the same `start` the loader calls, safe to call
 * again.
 */
export { start } from '../idle-start/index.ts';
