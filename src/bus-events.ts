/**
 * Every event on the shared bus, with its payload: the one place that lists
 * them. Pages listen through `window.SiteRuntime.bus`; the README documents
 * each (keep the two in step).
 *
 * Pages may emit events of their own on the same bus; only these are typed.
 */
export interface SiteEvents {
  /** Initial setup finished: blocks in view are `ready` or `error`. */
  'site:initialized': { blocks: number; ms: number };
  /** One block mounted. */
  'block:ready': { id: string; type: string; element: Element };
  /** One block failed; its server markup is unchanged. `field` names the data path at fault. */
  'block:error': { id: string; type: string; element: Element; reason: string; field?: string };
  /** The visitor's cookie choice, with when it was made (epoch ms). */
  'consent:change': { allowed: boolean; time: number };
  /** Show the cookie banner even though a choice exists (forced mode ignores clicks). */
  'cookie-banner:show': Record<string, never> | undefined;
  /** Replace some of the banner's settings while it shows. */
  'cookie-banner:update': Record<string, unknown>;
  /** A dialog (or any layer on the Escape stack) opened. */
  'dialog:open': { id: string; kind: string };
  /** A dialog closed, and how: 'confirm', 'reject', 'cancel' or 'dismiss'. */
  'dialog:close': { id: string; kind: string; result: string };
  /** The visitor was logged out; the page is about to leave. */
  logout: Record<string, never> | undefined;
  /** A data-layer call answered `loginRequired`; the login prompt (the config area's sign-in) opens next. */
  'login:required': { url: string };
  /** A network error reached the system-error overlay (the documented system_network_error, with `urlRequested`). */
  'network:error': { urlRequested: string; message: string };
  /** Escape sent a logged-out visitor to log in: a visible signup dialog must cancel itself. */
  'signup-dialog:cancel': Record<string, never> | undefined;
  /** Session recording passed its gates and has its id; the recorder script attaches here. */
  'session-recording:ready': { id: string };
  /** A gallery without loop was asked to go before its first slide (docs/behaviour/gallery.md#gallery). `id` is the block's. */
  reachedBeginning: { id: string; index: number };
  /** A gallery without loop was asked to go past its last slide (docs/behaviour/gallery.md#gallery). */
  reachedEnd: { id: string; index: number };
  /** The cart changed. */
  'cart:change': { totalQuantity: number; subtotalCents?: number };
}

/** A name of a typed bus event. */
export type SiteEventName = keyof SiteEvents;
