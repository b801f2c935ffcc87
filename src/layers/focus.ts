/**
 * Focus helpers for layers (WAI-ARIA dialog pattern): contain Tab focus in
 * a layer, move focus in, and give it back when the layer closes. Shared by
 * the DOM dialogs and the React widgets (the lightbox), one instance per page.
 */
import { handleError } from '../log.ts';
import { ownDoc } from '../dom/doc.ts';

/** What can receive focus by Tab. */
const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Where focus is contained: inside one element, or on the elements a predicate accepts. */
export type FocusScope = { container: Element; predicate?: undefined } | { predicate: (element: Element) => boolean; container?: undefined };

function visible(element: Element): boolean {
  if (!(element instanceof HTMLElement)) return true;
  if (element.closest('[hidden],[inert]')) return false;
  // checkVisibility is false for display:none and anything inside it
  // (where the browser lacks it, the attribute checks above must do).
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;
}

/** The elements Tab reaches in `root`, in document order (positive tabindex order is not honoured: it is an anti-pattern). */
export function tabbables(root: ParentNode = document): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((element) => element.tabIndex >= 0 && visible(element));
}

interface Trap {
  scope: FocusScope;
}

// Only the most recent trap acts: a dialog over a dialog owns Tab.
const traps: Trap[] = [];
let listening = false;

function inScope(scope: FocusScope, element: Element): boolean {
  return scope.container ? scope.container.contains(element) : safePredicate(scope.predicate, element);
}

function safePredicate(predicate: (element: Element) => boolean, element: Element): boolean {
  try {
    return predicate(element);
  } catch (error) {
    handleError('a focus predicate threw:', error);
    return true;
  }
}

function candidates(scope: FocusScope): HTMLElement[] {
  return scope.container ? tabbables(scope.container) : tabbables(document).filter((element) => safePredicate(scope.predicate, element));
}

function onKeyDown(event: KeyboardEvent): void {
  const trap = traps[traps.length - 1];
  if (!trap || event.key !== 'Tab' || event.defaultPrevented) return;
  const list = candidates(trap.scope);
  const active = ownDoc.activeElement;
  if (!list.length) {
    // Nothing to tab to: keep focus where it is (the dialog itself).
    event.preventDefault();
    return;
  }
  const first = list[0]!;
  const last = list[list.length - 1]!;
  const index = active ? list.indexOf(active as HTMLElement) : -1;
  const near = index === -1 && active && inScope(trap.scope, active) ? neighbour(list, active, event.shiftKey) : undefined;
  if (near) {
    // Focus sits inside on something Tab does not stop at (an error summary, a message that
    // took focus): Tab goes on from there, to the next stop in document order, not back to the first.
    event.preventDefault();
    near.focus();
  } else if (event.shiftKey && index <= 0) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (index === -1 || index === list.length - 1)) {
    event.preventDefault();
    first.focus();
  }
}

/** The tab stop after `from` in document order (before it, with `backwards`), if the list has one. */
function neighbour(list: HTMLElement[], from: Element, backwards: boolean): HTMLElement | undefined {
  const after = (element: Element) => (from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  return backwards ? list.filter((element) => !after(element)).pop() : list.find(after);
}

function onFocusIn(event: FocusEvent): void {
  const trap = traps[traps.length - 1];
  const target = event.target;
  if (!trap || !(target instanceof Element) || inScope(trap.scope, target)) return;
  // Focus escaped (a click on the page behind, an assistive technology's
  // virtual cursor): bring it back to the first thing inside.
  const first = candidates(trap.scope)[0] ?? (trap.scope.container instanceof HTMLElement ? trap.scope.container : undefined);
  first?.focus();
}

/**
 * Contains Tab focus in one element (`container`) or among the elements a
 * `predicate` accepts; exactly one of the two must be given (behaviour/layers.md#escape), otherwise this throws. Returns the release function.
 *
 * Side effects: while any trap is active, keydown (Tab) and focusin
 * listeners sit on the document; the newest trap wins until released.
 */
export function containFocus(scope: { container?: Element | null; predicate?: (element: Element) => boolean }): () => void {
  const hasContainer = scope.container !== undefined && scope.container !== null;
  const hasPredicate = typeof scope.predicate === 'function';
  if (hasContainer === hasPredicate) throw new Error('Containing focus needs exactly one of container or predicate');
  const trap: Trap = { scope: hasContainer ? { container: scope.container! } : { predicate: scope.predicate! } };
  traps.push(trap);
  if (!listening) {
    listening = true;
    ownDoc.addEventListener('keydown', onKeyDown, true);
    ownDoc.addEventListener('focusin', onFocusIn, true);
  }
  return () => {
    const index = traps.indexOf(trap);
    if (index >= 0) traps.splice(index, 1);
    if (!traps.length && listening) {
      listening = false;
      ownDoc.removeEventListener('keydown', onKeyDown, true);
      ownDoc.removeEventListener('focusin', onFocusIn, true);
    }
  };
}

/**
 * Remembers the focused element now and returns a function that gives
 * focus back to it, if it is still on the page (else to the body).
 */
export function rememberFocus(): () => void {
  const previous = ownDoc.activeElement;
  return () => {
    if (previous instanceof HTMLElement && previous.isConnected && previous !== ownDoc.body) {
      previous.focus({ preventScroll: true });
    } else if (ownDoc.activeElement && ownDoc.activeElement !== ownDoc.body) {
      (ownDoc.activeElement as HTMLElement).blur?.();
    }
  };
}

/** Moves focus to `preferred` if given, else the first tabbable inside `container`, else the container itself. */
export function focusInside(container: HTMLElement, preferred?: HTMLElement | null): void {
  const target = preferred ?? tabbables(container)[0] ?? container;
  if (target === container && !container.hasAttribute('tabindex')) container.tabIndex = -1;
  target.focus({ preventScroll: true });
}
