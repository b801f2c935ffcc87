/**
 * Where the page runs: the top window, or the editing frame inside the
 * config area (the backend). Shared by the owner redirect, logout, the
 * Escape fallbacks, the login prompt and the checkout redirects, so it sits
 * beside them all rather than under any one (the data layer importing the
 * owner flows, which import the data layer, was a cycle).
 */

/** The id of the editing frame's `<iframe>` in the config area. */
const EDITING_FRAME_ID = 'sqs-site-frame';
/** The config area (behaviour/services.md#owner). */
const CONFIG_PATH = '/config/';

/** Whether this page is the top window. */
export function isTopFrame(win: Window = window): boolean {
  return win.top === win;
}

/**
 * The config area's window when this page is its editing frame: the parent
 * is same-origin and either names its frame `sqs-site-frame` or is itself
 * under /config. A cross-origin parent (someone else framing the site) is
 * not the backend.
 */
export function editingFrameParent(win: Window = window): Window | undefined {
  if (isTopFrame(win)) return undefined;
  try {
    const frame = win.frameElement;
    if (!frame) return undefined;
    const parent = win.parent;
    if (frame.id === EDITING_FRAME_ID || parent.location.pathname.startsWith('/config')) return parent;
  } catch {
    // A cross-origin parent throws on access: not the backend.
  }
  return undefined;
}

/** Whether this page is the editing frame inside the config area. */
export function isInEditingFrame(win: Window = window): boolean {
  return editingFrameParent(win) !== undefined;
}

/**
 * `path` as a path on this origin whatever it holds: a page path may start with `//`
 * (`/.//x//other.example/landing` is reachable by a same-origin link), and `//host/…`
 * or `/\\host/…` is another origin to the browser. Leading slashes and backslashes
 * collapse into one. See behaviour/start-up.md#security-model.
 */
export function sameOriginPath(path: string): string {
  return path.replace(/^[/\\\t\n\r]*/, '/');
}

/**
 * `/config/?frameUrl=…`: the config area showing `path` (default: this
 * page's path and query), encoded as one parameter (behaviour/services.md#owner).
 */
export function configUrl(path: string = location.pathname + location.search): string {
  return `${CONFIG_PATH}?frameUrl=${encodeURIComponent(sameOriginPath(path))}`;
}

/**
 * Navigates the window that should move: the top window from inside the
 * editing frame, else this one. `replace` keeps the page out of history
 * (a redirect the visitor did not ask for).
 */
export function navigate(url: string, options: { replace?: boolean; win?: Window } = {}): void {
  const win = options.win ?? window;
  const target = editingFrameParent(win) ?? win;
  if (options.replace) target.location.replace(url);
  else target.location.assign(url);
}
