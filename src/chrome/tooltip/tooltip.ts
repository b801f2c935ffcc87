/**
 * Tooltips (behaviour/layers.md#tooltip): shown after a 1200 ms delay, 250 px
 * wide, 15 px from the mouse and at least 20 px from the viewport's edges.
 * WAI-ARIA tooltip pattern: the tip is `role="tooltip"` and describes its
 * target through `aria-describedby` from the start (so a screen reader
 * reads it on focus without waiting); keyboard focus shows it too, Escape
 * hides it (it is a layer on the Escape stack), and the pointer can move
 * onto it without it vanishing (WCAG 1.4.13).
 */
import { pushLayer, type LayerHandle } from '../../layers/stack.ts';
import { adoptStyles } from '../dialog/adopt-styles.ts';
// Adopted as text (minified by the build), so no <style> element is injected.
import TOOLTIP_CSS from './tooltip.css?raw';
import { ownDoc } from '../../dom/doc.ts';

/** The documented tooltip constants. */
export const TOOLTIP = {
  showDelayMs: 1200,
  width: 250,
  mouseOffset: 15,
  edgeMargin: 20,
} as const;

let counter = 0;

/**
 * Where a box of `width` × `height` goes for a pointer at (x, y) in a
 * viewport of `viewWidth` × `viewHeight`: offset below right of the
 * pointer, flipped to the other side when it would cross the edge margin,
 * and clamped inside the margin.
 */
export function placeTooltip(x: number, y: number, width: number, height: number, viewWidth: number, viewHeight: number): { left: number; top: number } {
  const { mouseOffset, edgeMargin } = TOOLTIP;
  let left = x + mouseOffset;
  let top = y + mouseOffset;
  if (left + width > viewWidth - edgeMargin) left = x - mouseOffset - width;
  if (top + height > viewHeight - edgeMargin) top = y - mouseOffset - height;
  left = Math.max(edgeMargin, Math.min(left, viewWidth - edgeMargin - width));
  top = Math.max(edgeMargin, Math.min(top, viewHeight - edgeMargin - height));
  return { left, top };
}

/**
 * Gives `target` a tooltip with `text` (written as text). Returns the
 * function that removes it again.
 *
 * Side effects: a hidden `role="tooltip"` element in the body and
 * `aria-describedby` on the target; pointer and focus listeners on the
 * target; while shown, a layer on the Escape stack.
 */
export function attachTooltip(target: HTMLElement, text: string): () => void {
  const tip = createTip(text);
  describeBy(target, tip.id, true);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let layer: LayerHandle | undefined;
  let point: { x: number; y: number } | undefined;
  const show = (): void => {
    timer = undefined;
    if (layer?.open) return;
    tip.hidden = false;
    placeTip(tip, target, point);
    layer = pushLayer({ element: tip, kind: 'tooltip', close: () => hide() });
    target.setAttribute('data-tooltip-open', '');
  };
  const hide = (): void => {
    clearTimeout(timer);
    timer = undefined;
    tip.hidden = true;
    layer?.remove();
    layer = undefined;
    target.removeAttribute('data-tooltip-open');
  };
  const schedule = (): void => {
    if (timer === undefined && !layer?.open) timer = setTimeout(show, TOOLTIP.showDelayMs);
  };
  const onLeave = (event: PointerEvent): void => {
    const to = event.relatedTarget;
    // Moving onto the tip (or back to the target) keeps it: hoverable content.
    if (to instanceof Node && (tip.contains(to) || target.contains(to))) return;
    if (target.contains(ownDoc.activeElement) && target.matches(':focus-visible')) return;
    hide();
  };
  const listeners = {
    pointerenter: (event: PointerEvent) => {
      point = { x: event.clientX, y: event.clientY };
      schedule();
    },
    pointermove: (event: PointerEvent) => void (point = { x: event.clientX, y: event.clientY }),
    pointerleave: onLeave,
    pointerdown: hide,
    // Keyboard focus: no pointer, so the tip goes under the target's start.
    focus: () => {
      point = undefined;
      schedule();
    },
    blur: hide,
  };
  listen(target, listeners, true);
  tip.addEventListener('pointerleave', onLeave);

  return () => {
    hide();
    listen(target, listeners, false);
    describeBy(target, tip.id, false);
    tip.remove();
  };
}

/** The hidden `role="tooltip"` element, in the body (its styles adopted on first use). */
function createTip(text: string): HTMLElement {
  adoptStyles('tooltip', TOOLTIP_CSS);
  const tip = ownDoc.createElement('div');
  tip.id = `site-tooltip-${++counter}`;
  tip.className = 'site-tooltip';
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  tip.textContent = text;
  ownDoc.body.append(tip);
  return tip;
}

/** Puts the shown tip beside the pointer at `point`, or under the target's start without one. */
function placeTip(tip: HTMLElement, target: HTMLElement, point: { x: number; y: number } | undefined): void {
  const box = tip.getBoundingClientRect();
  const rect = point ? undefined : target.getBoundingClientRect();
  const { left, top } = placeTooltip(
    point ? point.x : rect!.left,
    point ? point.y : rect!.bottom,
    box.width,
    box.height,
    ownDoc.documentElement.clientWidth,
    window.innerHeight,
  );
  tip.style.left = `${left}px`;
  tip.style.top = `${top}px`;
}

/** Adds (`on`) or removes `id` in the target's `aria-describedby`, keeping the ids it had. */
function describeBy(target: HTMLElement, id: string, on: boolean): void {
  const ids = (target.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((other) => other && other !== id);
  if (on) ids.push(id);
  if (ids.length) target.setAttribute('aria-describedby', ids.join(' '));
  else target.removeAttribute('aria-describedby');
}

/** Adds (`on`) or removes every listener of `listeners` on `target`. */
function listen(target: HTMLElement, listeners: Record<string, (event: PointerEvent) => void>, on: boolean): void {
  for (const [type, listener] of Object.entries(listeners)) {
    if (on) target.addEventListener(type, listener as EventListener);
    else target.removeEventListener(type, listener as EventListener);
  }
}

/**
 * Attaches a tooltip to every element under `root` with a `data-tooltip`
 * attribute (its value is the text). Returns the function that detaches
 * them all. An element already bound is not bound twice.
 */
export function mountTooltips(root: ParentNode = document): () => void {
  const detach: Array<() => void> = [];
  root.querySelectorAll<HTMLElement>('[data-tooltip]').forEach((target) => {
    const text = target.getAttribute('data-tooltip');
    if (!text || target.hasAttribute('data-tooltip-bound')) return;
    target.setAttribute('data-tooltip-bound', '');
    const remove = attachTooltip(target, text);
    detach.push(() => {
      remove();
      target.removeAttribute('data-tooltip-bound');
    });
  });
  return () => detach.forEach((remove) => remove());
}
