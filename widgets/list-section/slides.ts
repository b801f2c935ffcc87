/**
 * The list sections' moving slides (carousel and banner slideshow, docs/behaviour/sections.md#list-sections):
 * the site stylesheet stacks every slide in the list's first grid cell, off
 * screen (`translatex(-9999px)`), with as many grid columns as fit the
 * width; the slides in view are moved into those columns, one column
 * (plus the gap) apart. Slides out of view are `inert`, so Tab never
 * reaches a link off screen. The arrows move by one slide; at the ends
 * (unless the list is infinite) an arrow is hidden and `aria-disabled`.
 */
import type { Changes } from '../../src/sections/changes.ts';

/** The parts one list design names. */
export interface SlideParts {
  list: HTMLElement;
  slides: HTMLElement[];
  previous: HTMLElement[];
  next: HTMLElement[];
  /** The class that shows the list (the stylesheet keeps it transparent until then). */
  initialized: string;
  /** The class that hides an arrow at an end. */
  hiddenArrow: string;
  /** Whether moving past an end wraps around. */
  infinite: boolean;
}

/** How many columns the stylesheet gives the list now, and the gap between them (px). */
function columnsOf(list: HTMLElement): { count: number; gap: number } {
  const style = getComputedStyle(list);
  const count = style.gridTemplateColumns.split(' ').filter((track) => track && track !== 'none').length || 1;
  return { count, gap: parseFloat(style.columnGap) || 0 };
}

/**
 * Moves the `inView` slides from `index` on into the list's columns (the
 * next ones round the end when `infinite`); the others leave the view and
 * the focus order.
 */
function placeSlides(slides: HTMLElement[], index: number, inView: number, gap: number, infinite: boolean): void {
  slides.forEach((slide, i) => {
    const offset = (i - index + slides.length) % slides.length;
    const shown = infinite ? offset < inView : i >= index && i < index + inView;
    slide.style.transform = shown ? `translateX(calc(${offset} * (100% + ${gap}px)))` : '';
    slide.style.pointerEvents = shown ? 'auto' : '';
    slide.inert = !shown;
    if (shown) slide.removeAttribute('aria-hidden');
    else slide.setAttribute('aria-hidden', 'true');
  });
}

/** Mounts the arrows and keys; returns nothing, every change is recorded in `changes`. */
export function moveSlides(root: HTMLElement, parts: SlideParts, changes: Changes): void {
  const { list, slides, previous, next, infinite } = parts;
  let index = 0;
  let inView = 1;

  const place = () => {
    const { count, gap } = columnsOf(list);
    inView = Math.min(count, slides.length);
    const last = Math.max(0, slides.length - inView);
    index = infinite ? (index + slides.length) % slides.length : Math.min(Math.max(index, 0), last);
    placeSlides(slides, index, inView, gap, infinite);
    const atStart = !infinite && index === 0;
    const atEnd = !infinite && index >= last;
    const mark = (buttons: HTMLElement[], end: boolean) =>
      buttons.forEach((button) => {
        button.classList.toggle(hiddenClass(button, parts), end || slides.length <= inView);
        button.setAttribute('aria-disabled', String(end || slides.length <= inView));
      });
    mark(previous, atStart);
    mark(next, atEnd);
  };
  const move = (by: number) => {
    index += by;
    place();
  };

  changes.toggleClass(list, parts.initialized, true);
  changes.attr(list, 'aria-live', 'polite');
  for (const [buttons, by, name] of [
    [previous, -1, 'Previous'],
    [next, 1, 'Next'],
  ] as const) {
    for (const button of buttons) {
      if (!button.getAttribute('aria-label') && !button.textContent?.trim()) changes.attr(button, 'aria-label', name);
      changes.attr(button, 'aria-disabled', null);
      changes.listen(button, 'click', (event) => {
        event.preventDefault();
        if (button.getAttribute('aria-disabled') !== 'true') move(by);
      });
    }
  }
  // Left and Right arrows anywhere in the list section move it too.
  changes.listen(root, 'keydown', (event: KeyboardEvent) => {
    const by = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!by || event.defaultPrevented || (event.target as Element).closest('input, textarea, select')) return;
    event.preventDefault();
    move(by);
  });
  const resized = new ResizeObserver(() => place());
  resized.observe(list);
  changes.add(() => {
    resized.disconnect();
    unplaceSlides(parts);
  });
  place();
}

/** The class that hides an arrow: the phone's arrows below the list have one of their own. */
const hiddenClass = (button: HTMLElement, parts: SlideParts): string =>
  button.classList.contains('mobile-arrow-button') ? 'mobile-arrow-button--hidden' : parts.hiddenArrow;

/** Puts the slides and arrows back as the server drew them. */
function unplaceSlides(parts: SlideParts): void {
  for (const slide of parts.slides) {
    slide.style.transform = slide.style.pointerEvents = '';
    slide.inert = false;
    slide.removeAttribute('aria-hidden');
  }
  for (const button of [...parts.previous, ...parts.next]) {
    button.classList.remove(hiddenClass(button, parts));
    button.removeAttribute('aria-disabled');
  }
}
