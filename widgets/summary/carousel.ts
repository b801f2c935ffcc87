import { t } from '../../src/catalogue/index.ts';
import { SUMMARY_TEXT } from '../../src/catalogue/en/summary.ts';
import { slidesPerRowAt } from './slides-per-row.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { onResize } from '../../src/dom/on-resize.ts';
import { carouselControls, isDisabled, setDisabled, type CarouselControls } from './carousel-controls.ts';
import { restoreAttribute } from '../../src/dom/restore-attribute.ts';

/** A swipe: at least 50 px within 250 ms (the documented gallery swipe threshold). */
const SWIPE_PX = 50;
const SWIPE_MS = 250;

/** The platform's classes site stylesheets rely on (docs/behaviour/content-blocks.md#content-blocks). */
const DESIGN = 'sqs-gallery-design-carousel';
const SLIDE = 'sqs-gallery-design-carousel-slide';
const IN_VIEW = 'sqs-gallery-design-carousel-slides-in-view-';
const ITEM_ATTRIBUTES = ['role', 'aria-roledescription', 'aria-label', 'aria-hidden'];

/**
 * The summary carousel as the platform lays it out and as the WAI-ARIA
 * carousel pattern (docs/behaviour/content-blocks.md#content-blocks). Slides sit in one
 * row, each (100/n + 1/n) % of the list wide with a 1 % gutter, and a page
 * moves the list by translateX −(101·page) %; the container carries
 * `sqs-gallery-design-carousel-slides-in-view-N`. The page's own pager
 * (`.summary-carousel-pager-prev`/`-next`) drives it, made operable by
 * keyboard and `sqs-disabled` + `aria-disabled` at the ends; only a summary
 * without one gets Previous and Next buttons. The region is named by the
 * block's `title`, else the catalogue's carousel label; each item is a
 * "slide" group named "n of N", those out of view inert; Left and Right
 * arrows inside it and a horizontal swipe move it too.
 */
export function mountCarousel(list: HTMLElement, items: HTMLElement[], configured: number, title: string | undefined): () => void {
  const block = list.closest('.sqs-block') ?? list.parentElement!;
  const controls = carouselControls(block, list);
  const unlabel = labelCarousel(controls.region, list, items, title);
  const paging = createPaging(controls, list, items, configured);
  // The pager sits outside the region on platform markup: its arrows move the carousel too.
  const unlisten = listenCarousel(controls, controls.usesPager ? block : controls.region, list, paging.move);
  // Laid out again in the next frame: the slides' new widths change the region's height (docs/behaviour/blocks.md#resize-writes).
  const stopWatching = onResize(controls.region, paging.show);
  paging.show();

  return () => {
    stopWatching();
    unlisten();
    list.style.removeProperty('--summary-slides-per-row');
    list.style.removeProperty('--summary-carousel-page');
    controls.region.classList.remove(paging.inView());
    unlabel();
    controls.undo();
  };
}

/** The region, list and slides named and classed as the platform and the carousel pattern want; returns the undo. */
function labelCarousel(region: HTMLElement, list: HTMLElement, items: HTMLElement[], title: string | undefined): () => void {
  const regionAttributes = ['role', 'aria-roledescription', 'aria-label'].map((name) => [name, region.getAttribute(name)] as const);
  region.setAttribute('role', 'region');
  region.setAttribute('aria-roledescription', t(SUMMARY_TEXT, 'carousel'));
  region.setAttribute('aria-label', title ?? t(SUMMARY_TEXT, 'label'));
  region.classList.add('summary-carousel-viewport');
  list.classList.add(DESIGN);
  items.forEach((item, i) => {
    item.classList.add(SLIDE);
    item.setAttribute('role', 'group');
    item.setAttribute('aria-roledescription', 'slide');
    item.setAttribute('aria-label', t(SUMMARY_TEXT, 'slide', { n: String(i + 1), total: String(items.length) }));
  });
  return () => {
    list.classList.remove(DESIGN);
    region.classList.remove('summary-carousel-viewport');
    for (const [name, value] of regionAttributes) restoreAttribute(region, name, value);
    for (const item of items) {
      item.classList.remove('summary-slide-hidden', SLIDE, 'sqs-active-slide');
      item.inert = false;
      for (const name of ITEM_ATTRIBUTES) item.removeAttribute(name);
    }
  };
}

/** The carousel's page: `show` lays out the current one for the region's width, `move` turns it. */
function createPaging({ region, previous, next }: CarouselControls, list: HTMLElement, items: HTMLElement[], configured: number) {
  let page = 0;
  let perRow = configured;
  let inView = '';
  const show = () => {
    perRow = slidesPerRowAt(region.clientWidth || list.clientWidth, configured);
    const pages = Math.max(1, Math.ceil(items.length / perRow));
    page = Math.max(0, Math.min(page, pages - 1));
    if (inView) region.classList.remove(inView);
    region.classList.add((inView = IN_VIEW + perRow));
    list.style.setProperty('--summary-slides-per-row', String(perRow));
    list.style.setProperty('--summary-carousel-page', String(page));
    items.forEach((item, i) => {
      const inGroup = i >= page * perRow && i < (page + 1) * perRow;
      item.classList.toggle('summary-slide-hidden', !inGroup);
      item.classList.toggle('sqs-active-slide', i === page * perRow);
      item.inert = !inGroup;
      item.setAttribute('aria-hidden', String(!inGroup));
    });
    // A control that becomes disabled while focused hands focus to the other one.
    const focused = ownDoc.activeElement;
    setDisabled(previous, page === 0);
    setDisabled(next, page >= pages - 1);
    if (focused === previous && isDisabled(previous) && !isDisabled(next)) next.focus();
    if (focused === next && isDisabled(next) && !isDisabled(previous)) previous.focus();
    region.setAttribute('data-carousel-start', String(page * perRow));
  };
  const move = (direction: 1 | -1) => {
    const target = page + direction;
    if (target < 0 || target * perRow >= items.length) return;
    page = target;
    show();
  };
  return { show, move, inView: () => inView };
}

/** Clicks and Enter/Space on the controls, arrows inside `keyRoot`, swipes on the list; returns the undo. */
function listenCarousel({ previous, next, usesPager }: CarouselControls, keyRoot: Element, list: HTMLElement, move: (direction: 1 | -1) => void): () => void {
  const onPrevious = (event: Event) => {
    event.preventDefault();
    move(-1);
  };
  const onNext = (event: Event) => {
    event.preventDefault();
    move(1);
  };
  // The page's pager is made of spans: Enter and Space press them as they would a button.
  const onControlKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    move(event.currentTarget === previous ? -1 : 1);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    move(event.key === 'ArrowLeft' ? -1 : 1);
  };
  let down: { x: number; time: number } | undefined;
  const onPointerDown = (event: PointerEvent) => (down = { x: event.clientX, time: event.timeStamp });
  const onPointerUp = (event: PointerEvent) => {
    if (!down) return;
    const dx = event.clientX - down.x;
    const quick = event.timeStamp - down.time <= SWIPE_MS;
    down = undefined;
    if (quick && Math.abs(dx) >= SWIPE_PX) move(dx < 0 ? 1 : -1);
  };
  previous.addEventListener('click', onPrevious);
  next.addEventListener('click', onNext);
  if (usesPager) for (const control of [previous, next]) control.addEventListener('keydown', onControlKey);
  keyRoot.addEventListener('keydown', onKeyDown as EventListener);
  list.addEventListener('pointerdown', onPointerDown);
  list.addEventListener('pointerup', onPointerUp);
  return () => {
    previous.removeEventListener('click', onPrevious);
    next.removeEventListener('click', onNext);
    for (const control of [previous, next]) control.removeEventListener('keydown', onControlKey);
    keyRoot.removeEventListener('keydown', onKeyDown as EventListener);
    list.removeEventListener('pointerdown', onPointerDown);
    list.removeEventListener('pointerup', onPointerUp);
  };
}
