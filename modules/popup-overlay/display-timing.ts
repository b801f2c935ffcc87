/**
 * When a popup the rules let show actually shows (docs/behaviour/popup-overlay.md#popup-display-rules):
 * `timerDelay` ms after the page started loading (`showOnTimer`), once the
 * visitor has scrolled `scrollPercentage` % of the page (`showOnScroll`),
 * whichever comes first; with neither, at once.
 */
import type { PopupOverlaySettings } from './settings.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** What the overlay waits for, for QA's `data-popup-overlay` (undefined: nothing, it shows at once). */
export function waitingFor({ showOnTimer, showOnScroll }: PopupOverlaySettings): string | undefined {
  if (showOnTimer && showOnScroll) return 'waiting-for-timer-or-scroll';
  if (showOnTimer) return 'waiting-for-timer';
  return showOnScroll ? 'waiting-for-scroll' : undefined;
}

/** How much of the page (0-100) the visitor has scrolled past; a page that cannot scroll has been scrolled 0 %. */
function scrolledPercent(root: Element, viewportHeight: number, scrollY: number): number {
  const range = root.scrollHeight - viewportHeight;
  return range > 0 ? Math.min(100, (scrollY / range) * 100) : 0;
}

/**
 * Calls `show` once, when the settings' display rules are met; returns
 * the cancel (the module's cleanup). The timer counts from the page's start
 * (`performance.now()` is the time since navigation), not from when this
 * module arrived at idle, so a 10 s delay is 10 s for the visitor.
 */
export function whenDue(settings: PopupOverlaySettings, show: () => void): () => void {
  if (!waitingFor(settings)) {
    show();
    return () => {};
  }
  const root = ownDoc.documentElement;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    removeEventListener('scroll', onScroll);
  };
  const due = () => {
    stop();
    show();
  };
  function onScroll(): void {
    if (scrolledPercent(root, innerHeight, scrollY) >= settings.scrollPercentage) due();
  }
  if (settings.showOnTimer) timer = setTimeout(due, Math.max(0, settings.timerDelay - performance.now()));
  if (settings.showOnScroll) {
    addEventListener('scroll', onScroll, { passive: true });
    // A page restored part-way down has been scrolled already.
    if (scrollY > 0) onScroll();
  }
  return stop;
}
