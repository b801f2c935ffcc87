import { t } from '../../src/catalogue/index.ts';
import { SUMMARY_TEXT } from '../../src/catalogue/en/summary.ts';
import { slidesPerRowAt } from './slides-per-row.ts';

/** A swipe: at least 50 px within 250 ms (the documented gallery swipe threshold). */
const SWIPE_PX = 50;
const SWIPE_MS = 250;

/**
 * The summary carousel as the WAI-ARIA carousel pattern
 * (docs/behaviour.md#content-blocks): a labelled region with Previous and
 * Next buttons that move by groups (disabled at the ends), each item a
 * "slide" group named "n of N", the items outside the group inert, Left and
 * Right arrows inside it, and a horizontal swipe. The region is named by
 * the block's `title`, else the catalogue's carousel label.
 */
export function enhanceCarousel(list: HTMLElement, items: HTMLElement[], configured: number, title: string | undefined): () => void {
  const region = document.createElement('div');
  region.className = 'summary-carousel';
  region.setAttribute('role', 'region');
  region.setAttribute('aria-roledescription', t(SUMMARY_TEXT, 'carousel'));
  region.setAttribute('aria-label', title ?? t(SUMMARY_TEXT, 'label'));
  const controls = document.createElement('div');
  controls.className = 'summary-carousel-controls';
  const button = (key: 'previous' | 'next') => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `summary-carousel-${key}`;
    b.textContent = t(SUMMARY_TEXT, key);
    controls.append(b);
    return b;
  };
  const previous = button('previous');
  const next = button('next');
  list.before(region);
  region.append(controls, list);
  items.forEach((item, i) => {
    item.setAttribute('role', 'group');
    item.setAttribute('aria-roledescription', 'slide');
    item.setAttribute('aria-label', t(SUMMARY_TEXT, 'slide', { n: String(i + 1), total: String(items.length) }));
  });

  let start = 0;
  let perRow = configured;
  const show = () => {
    perRow = slidesPerRowAt(region.clientWidth || list.clientWidth, configured);
    start = Math.max(0, Math.min(start, items.length - perRow));
    list.style.setProperty('--summary-slides-per-row', String(perRow));
    items.forEach((item, i) => {
      const inGroup = i >= start && i < start + perRow;
      item.classList.toggle('summary-slide-hidden', !inGroup);
      item.inert = !inGroup;
      item.setAttribute('aria-hidden', String(!inGroup));
    });
    // A control that becomes disabled while focused hands focus to the other one.
    const focused = document.activeElement;
    previous.disabled = start === 0;
    next.disabled = start + perRow >= items.length;
    if (focused === previous && previous.disabled && !next.disabled) next.focus();
    if (focused === next && next.disabled && !previous.disabled) previous.focus();
    region.setAttribute('data-carousel-start', String(start));
  };
  const move = (direction: 1 | -1) => {
    const target = start + direction * perRow;
    if (target < 0 && start === 0) return;
    if (target >= items.length) return;
    start = Math.max(0, target);
    show();
  };

  const onPrevious = () => move(-1);
  const onNext = () => move(1);
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
  region.addEventListener('keydown', onKeyDown);
  list.addEventListener('pointerdown', onPointerDown);
  list.addEventListener('pointerup', onPointerUp);
  const resize = new ResizeObserver(show);
  resize.observe(region);
  show();

  return () => {
    resize.disconnect();
    region.before(list);
    region.remove();
    list.removeEventListener('pointerdown', onPointerDown);
    list.removeEventListener('pointerup', onPointerUp);
    list.style.removeProperty('--summary-slides-per-row');
    for (const item of items) {
      item.classList.remove('summary-slide-hidden');
      item.inert = false;
      for (const name of ['role', 'aria-roledescription', 'aria-label', 'aria-hidden']) item.removeAttribute(name);
    }
  };
}
