/**
 * Tooltips (behaviour.md#tooltip): shown after a 1200 ms delay, 250 px
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
export function placeTooltip(
  x: number,
  y: number,
  width: number,
  height: number,
  viewWidth: number,
  viewHeight: number,
): { left: number; top: number } {
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
  adoptStyles('tooltip', TOOLTIP_CSS);
  const tip = document.createElement('div');
  tip.id = `site-tooltip-${++counter}`;
  tip.className = 'site-tooltip';
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  tip.textContent = text;
  document.body.append(tip);
  const describedBy = target.getAttribute('aria-describedby');
  target.setAttribute('aria-describedby', describedBy ? `${describedBy} ${tip.id}` : tip.id);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let layer: LayerHandle | undefined;
  let point: { x: number; y: number } | undefined;

  const place = (): void => {
    const box = tip.getBoundingClientRect();
    let x: number;
    let y: number;
    if (point) ({ x, y } = point);
    else {
      // Keyboard focus: no pointer, so anchor under the target's start.
      const rect = target.getBoundingClientRect();
      x = rect.left;
      y = rect.bottom;
    }
    const { left, top } = placeTooltip(x, y, box.width, box.height, document.documentElement.clientWidth, window.innerHeight);
    tip.style.left = `${left}px`;
    tip.style.top = `${top}px`;
  };
  const show = (): void => {
    timer = undefined;
    if (layer?.open) return;
    tip.hidden = false;
    place();
    layer = pushLayer({ element: tip, kind: 'tooltip', close: () => hide() });
    layer.opened();
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

  const onEnter = (event: PointerEvent): void => {
    point = { x: event.clientX, y: event.clientY };
    schedule();
  };
  const onMove = (event: PointerEvent): void => {
    point = { x: event.clientX, y: event.clientY };
  };
  const onLeave = (event: PointerEvent): void => {
    const to = event.relatedTarget;
    // Moving onto the tip (or back to the target) keeps it: hoverable content.
    if (to instanceof Node && (tip.contains(to) || target.contains(to))) return;
    if (target.contains(document.activeElement) && target.matches(':focus-visible')) return;
    hide();
  };
  const onFocus = (): void => {
    point = undefined;
    schedule();
  };

  target.addEventListener('pointerenter', onEnter);
  target.addEventListener('pointermove', onMove);
  target.addEventListener('pointerleave', onLeave);
  target.addEventListener('pointerdown', hide);
  target.addEventListener('focus', onFocus);
  target.addEventListener('blur', hide);
  tip.addEventListener('pointerleave', onLeave);

  return () => {
    hide();
    target.removeEventListener('pointerenter', onEnter);
    target.removeEventListener('pointermove', onMove);
    target.removeEventListener('pointerleave', onLeave);
    target.removeEventListener('pointerdown', hide);
    target.removeEventListener('focus', onFocus);
    target.removeEventListener('blur', hide);
    const ids = (target.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== tip.id);
    if (ids.length) target.setAttribute('aria-describedby', ids.join(' '));
    else target.removeAttribute('aria-describedby');
    tip.remove();
  };
}

/**
 * Attaches a tooltip to every element under `root` with a `data-tooltip`
 * attribute (its value is the text). Returns the function that detaches
 * them all. An element already bound is not bound twice.
 */
export function bindTooltips(root: ParentNode = document): () => void {
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
