import { ownDoc } from '../dom/doc.ts';

/**
 * Page scroll lock while a modal layer is open. Counted, so two stacked
 * modals unlock only when the last one closes. Styles are set through the
 * CSSOM (allowed under a strict CSP, unlike an injected `<style>`), and the
 * scrollbar's width is made up with padding so the page does not shift.
 */
let locks = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

/**
 * Locks page scrolling and returns the unlock function (safe to call twice).
 * Side effects: sets `overflow: hidden` and a compensating `padding-right`
 * on the root element while any lock is held, and `data-scroll-locked`.
 */
export function lockScroll(): () => void {
  const root = ownDoc.documentElement;
  if (locks++ === 0) {
    const scrollbar = window.innerWidth - root.clientWidth;
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    root.setAttribute('data-scroll-locked', '');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0 && saved) {
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
      root.removeAttribute('data-scroll-locked');
      saved = undefined;
    }
  };
}
