/**
 * The Escape stack (docs/behaviour/layers.md#escape: "Escape closes the most recent and only that one"): the one list of
 * open layers (dialogs, tooltips, the system-error overlay; the lightbox,
 * popup overlay and cookie banner register the same way). Layers close one
 * at a time, most recent first, on Escape or on a pointer press outside the
 * top layer and outside the standard control areas.
 *
 * One module instance per page: the loader never contains it, and every
 * chunk that imports it shares esbuild's split chunk, so a React lightbox
 * and a DOM dialog push onto the same stack.
 */
import { handleError } from '../log.ts';
import { isEscape } from '../dom/is-escape.ts';
import { ownDoc } from '../dom/doc.ts';

export { isEscape };

/** Why the stack closed a layer. */
export type CloseReason = 'escape' | 'outside';

/** What a layer gives the stack when it opens. */
export interface LayerOptions {
  /**
   * Closes the layer. Called at most once, after the layer has already left
   * the stack, so a second Escape closes the next layer, never this one again.
   * It must also cancel an opening still under way.
   */
  close(reason: CloseReason): void;
  /** The layer's visible box: a press outside it may close the layer. */
  element?: Element | null;
  /** Default true; false keeps the layer open on outside presses (a banner the visitor must answer). */
  closeOnOutsidePress?: boolean;
  /** A name for the console, and for `dialog:open`-style events. */
  kind?: string;
}

/** The handle {@link pushLayer} returns. */
export interface LayerHandle {
  /** Takes the layer off the stack without calling its `close` (it closed itself). Safe to call twice. */
  remove(): void;
  /** True until the layer is closed or removed. */
  readonly open: boolean;
}

/**
 * The standard control areas: presses inside them never close the top
 * layer. The specification (behaviour/layers.md#escape) names "a standard list" without its members; these are
 * the page's own always-on controls that sit above or beside layers: the
 * cookie banner, the announcement bar, tooltips, the system-error overlay,
 * the owner's control bars, and anything a page marks with
 * `data-layer-control`.
 */
const CONTROL_AREAS =
  '[data-layer-control],' +
  '[role="tooltip"],' +
  '.site-system-error,' +
  '.sqs-cookie-banner-v2,' +
  '.sqs-announcement-bar,' +
  '.sqs-site-badge,' +
  '#sqs-control-bar,' +
  '.sqs-licensed-assets-bar';

const stack: LayerOptions[] = [];
// Events the stack has acted on: one Escape (or one press) closes one layer,
// even when it reaches more than one listener or the same listener twice.
const handled = new WeakSet<Event>();
let listening = false;

/**
 * Puts a layer on top of the stack and returns its
 * handle. Push when the opening *starts* (before any animation or loading),
 * so that an Escape pressed meanwhile closes this layer and only this one.
 *
 * Side effects: the first push installs the stack's keydown and
 * pointerdown listeners on the document (they stay, doing nothing when
 * the stack is empty).
 */
export function pushLayer(options: LayerOptions): LayerHandle {
  listen();
  // A copy: the same options pushed twice are two layers.
  const entry = { ...options };
  stack.push(entry);
  return {
    remove: () => drop(entry),
    get open() {
      return stack.includes(entry);
    },
  };
}

/**
 * Holds a place on the stack for a layer whose code is still downloading:
 * an Escape pressed meanwhile is that layer's (an Escape during opening
 * closes exactly one layer) and never reaches the page's Escape fallbacks,
 * which could otherwise log the visitor out or leave for the config area.
 * The returned `release()` gives the place up (safe to call twice) and says
 * whether an Escape took it; the caller then cancels the layer as it opens.
 */
export function holdLayer(kind: string): () => boolean {
  let escaped = false;
  const held = pushLayer({ kind, close: () => (escaped = true) });
  return () => {
    held.remove();
    return escaped;
  };
}

/** How many layers are open (opening ones included). */
export function layerCount(): number {
  return stack.length;
}

/** Whether the stack already closed a layer for this event (so nothing else should act on it). */
export function wasHandled(event: Event): boolean {
  return handled.has(event);
}

/**
 * Closes the top layer, as Escape would. Returns false when none is open.
 * Side effects: the layer leaves the stack first, then its `close` runs
 * (a throwing `close` is logged and contained).
 * @internal Exported for the unit tests, which empty the stack between tests with it.
 */
export function closeTopLayer(reason: CloseReason = 'escape'): boolean {
  const top = stack.pop();
  if (!top) return false;
  try {
    top.close(reason);
  } catch (error) {
    handleError(`a layer${top.kind ? ` (${top.kind})` : ''} threw while closing:`, error);
  }
  return true;
}

function drop(entry: LayerOptions): void {
  const index = stack.indexOf(entry);
  if (index >= 0) stack.splice(index, 1);
}

function listen(): void {
  if (listening) return;
  listening = true;
  // Bubble phase on the document: a control inside a layer that uses Escape
  // itself (a listbox closing) calls preventDefault first and keeps its layer.
  ownDoc.addEventListener('keydown', onKeyDown);
  // Capture phase: a press that a widget stops from propagating still counts
  // as a press outside the layer.
  ownDoc.addEventListener('pointerdown', onPointerDown, true);
}

function onKeyDown(event: KeyboardEvent): void {
  if (!stack.length || handled.has(event) || event.defaultPrevented || !isEscape(event)) return;
  handled.add(event);
  // The page's own Escape fallbacks (config area, logout) must not run too.
  event.preventDefault();
  closeTopLayer('escape');
}

function onPointerDown(event: PointerEvent): void {
  const top = stack[stack.length - 1];
  if (!top || handled.has(event) || event.button !== 0 || top.closeOnOutsidePress === false || !top.element) return;
  const target = event.target;
  // A press on the scrollbar targets the root element: not "outside".
  if (!(target instanceof Element) || target === ownDoc.documentElement || !target.isConnected) return;
  if (top.element.contains(target) || target.closest(CONTROL_AREAS)) return;
  handled.add(event);
  closeTopLayer('outside');
}
