/**
 * The 7.0 header's navigation (docs/behaviour/page-modules.md#classic-template): the site
 * stylesheet keeps `#headerNav` transparent and out of the flow until the
 * template has decided where it goes and marked it `positioned`. The
 * template's decision: the links stay in the header when they fit on one
 * row; when they would wrap, the page uses the overlay menu instead
 * (`always-use-overlay-nav` on `<body>`, the burger shown). Both classes are
 * written in one task, after one read, so the visitor never sees the wrapped
 * row: the page is painted once in its final state.
 */
import { onWidthChange } from '../../src/dom/width-change.ts';
import { ownDocOf } from '../../src/dom/doc.ts';

/** The class the stylesheet shows `#headerNav` by. */
const POSITIONED = 'positioned';
/** The body class of the overlay menu, chosen when the links do not fit on one row. */
const OVERLAY_NAV = 'always-use-overlay-nav';

/** Whether the header's top-level links (shown) wrap onto a second row. */
function wraps(nav: HTMLElement): boolean {
  const items = Array.from(nav.querySelectorAll<HTMLElement>('nav > div, nav > span > div')).filter((item) => item.offsetWidth > 0);
  if (items.length < 2) return false;
  const boxes = items.map((item) => item.getBoundingClientRect());
  // An item that starts below the bottom of another is on a later row.
  const firstRowBottom = Math.min(...boxes.map((box) => box.bottom));
  return boxes.some((box) => box.top >= firstRowBottom - 1);
}

/**
 * Positions the header's navigation now and again whenever the header's
 * width changes; returns the undo. A site whose body already carries the
 * overlay class (its own setting) keeps it.
 */
export function positionHeaderNav(nav: HTMLElement): () => void {
  const body = ownDocOf(nav.ownerDocument).body as HTMLElement;
  const ownOverlay = body.classList.contains(OVERLAY_NAV);
  let added = false;
  const place = () => {
    if (added) body.classList.remove(OVERLAY_NAV);
    nav.classList.add(POSITIONED);
    // One forced layout: the nav in the flow, measured before the browser paints it.
    added = !ownOverlay && wraps(nav);
    if (added) body.classList.add(OVERLAY_NAV);
  };
  place();
  const header = nav.closest<HTMLElement>('#header, header') ?? body;
  const observer = onWidthChange(header, place);
  return () => {
    observer.disconnect();
    nav.classList.remove(POSITIONED);
    if (added) body.classList.remove(OVERLAY_NAV);
  };
}
