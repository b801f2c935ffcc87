/**
 * The moving gallery sections (slideshow, full-screen slideshow, reel;
 * docs/behaviour/gallery.md#gallery-sections), as a WAI-ARIA carousel: the gallery
 * is a region named "Gallery" with the carousel role description, each item
 * a "slide" group named "N of M"; the slides out of view are `inert`. The
 * server's previous/next buttons (`[data-previous]`, `[data-next]`; named
 * "Previous slide"/"Next slide" when they have no name), its bullets and
 * thumbnails, and Left/Right anywhere in the gallery move it, looping. The
 * shown slide gets `data-active="true"`, then `data-in="true"` a frame later
 * (the stylesheet's transition), `data-next` telling the direction. With
 * `autoplay` in `data-props` it advances every `autoplayDuration` seconds
 * (default 5), held while the pointer is over it or focus is in it, never
 * with reduced motion; a "Stop slide rotation"/"Start slide rotation"
 * button toggles it, and the list's live region is quiet while it rotates.
 * This file is loaded only for these designs.
 */
import type { Changes } from '../../src/sections/changes.ts';
import { motionRefused, startAutoplay } from '../gallery/autoplay.ts';
import { placeReel, unplaceReel } from './reel.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { onResize } from '../../src/dom/on-resize.ts';
import { readSectionJson } from '../../src/sections/read-props.ts';
import { warn } from '../../src/log.ts';

/** What the gallery's design needs from this module. */
export interface SlideshowParts {
  element: HTMLElement;
  design: 'slideshow' | 'fullscreen-slideshow' | 'reel';
  items: HTMLElement[];
  props: Record<string, unknown>;
}

const all = (root: Element, selector: string) => Array.from(root.querySelectorAll<HTMLElement>(selector));

/** Mounts the slides; every change is recorded in `changes`. */
export function moveSlideshow({ element, design, items, props }: SlideshowParts, changes: Changes): void {
  if (!items.length) return;
  const list = element.querySelector<HTMLElement>(`.gallery-${design}-list`) ?? items[0]!.parentElement!;
  const previous = all(element, `.gallery-${design}-control-btn[data-previous], button[data-previous]`);
  const next = all(element, `.gallery-${design}-control-btn[data-next], button[data-next]`);
  const bullets = all(element, '.gallery-fullscreen-slideshow-bullet');
  const thumbs = all(element, '.gallery-slideshow-thumbnails-thumb');
  let index = Math.max(
    0,
    items.findIndex((item) => item.getAttribute('data-active') === 'true'),
  );
  const viewportHeight = design === 'reel' ? reelViewportHeight(element, props) : undefined;

  nameCarousel(element, list, items, { previous, next, bullets, thumbs }, changes);

  let frame = 0;
  const show = (to: number, forward: boolean) => {
    index = (to + items.length) % items.length;
    cancelAnimationFrame(frame);
    items.forEach((item, i) => {
      const active = i === index;
      item.setAttribute('data-active', String(active));
      item.setAttribute('data-next', String(forward));
      item.setAttribute('data-in', 'false');
      // The reel keeps its neighbours in view; they stay reachable there.
      item.inert = design !== 'reel' && !active;
      if (active) item.removeAttribute('aria-hidden');
      else if (design !== 'reel') item.setAttribute('aria-hidden', 'true');
    });
    frame = requestAnimationFrame(() => items[index]!.setAttribute('data-in', 'true'));
    for (const marks of [bullets, thumbs]) markCurrent(marks, index);
    if (design === 'reel') placeReel(element, list, items, index, viewportHeight);
  };
  const move = (by: number) => show(index + by, by > 0);

  mountControls(element, { previous, next, bullets, thumbs }, { move, show: (to) => show(to, to >= index) }, changes);
  if (design === 'reel') {
    // Placed again in the next frame: the reel's new height is the gallery's (docs/behaviour/blocks.md#resize-writes).
    const stopWatching = onResize(element, () => placeReel(element, list, items, index, viewportHeight));
    changes.add(() => {
      stopWatching();
      unplaceReel(element, items);
    });
    // A height in vh follows the window's height, which the gallery's own size does not show.
    if (viewportHeight !== undefined) changes.listen(window, 'resize', () => placeReel(element, list, items, index, viewportHeight));
  }
  changes.add(() => cancelAnimationFrame(frame));
  show(index, true);

  if (props.autoplay === true && items.length > 1 && !motionRefused()) autoplay(element, list, props, () => move(1), changes);
}

/**
 * The reel's `viewportHeight` (vh, 1 to 100): `data-props` first, then the
 * section's `data-current-context`, as the platform keeps it; a value that is
 * not such a number falls back to the default height with one warning.
 */
function reelViewportHeight(element: HTMLElement, props: Record<string, unknown>): number | undefined {
  const section = element.closest<HTMLElement>('section, .page-section');
  const source = props.viewportHeight !== undefined || !section ? props : readSectionJson(section, 'data-current-context');
  const value = source.viewportHeight;
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && value > 0 && value <= 100) return value;
  warn(`section setting viewportHeight: ${JSON.stringify(value)} is not a number from 1 to 100 (vh); the default height used`);
  return undefined;
}

/** The server's controls of one gallery: previous and next buttons, bullets, thumbnails. */
interface Controls {
  previous: HTMLElement[];
  next: HTMLElement[];
  bullets: HTMLElement[];
  thumbs: HTMLElement[];
}

/** The carousel's roles and names: the region, each slide "N of M", the controls the server left unnamed. */
function nameCarousel(element: HTMLElement, list: HTMLElement, items: HTMLElement[], controls: Controls, changes: Changes): void {
  changes.attr(element, 'role', 'region');
  changes.attr(element, 'aria-roledescription', 'carousel');
  if (!element.getAttribute('aria-label')) changes.attr(element, 'aria-label', 'Gallery');
  changes.attr(list, 'aria-live', 'polite');
  items.forEach((item, i) => {
    changes.attr(item, 'role', 'group');
    changes.attr(item, 'aria-roledescription', 'slide');
    changes.attr(item, 'aria-label', `${i + 1} of ${items.length}`);
    for (const name of ['data-active', 'data-in', 'data-next']) changes.attr(item, name, item.getAttribute(name));
    changes.add(() => (item.inert = false));
  });
  for (const [buttons, name] of [
    [controls.previous, 'Previous slide'],
    [controls.next, 'Next slide'],
  ] as const) {
    for (const button of buttons) if (!button.getAttribute('aria-label') && !button.textContent?.trim()) changes.attr(button, 'aria-label', name);
  }
  for (const marks of [controls.bullets, controls.thumbs])
    marks.forEach((mark, i) => changes.attr(mark, 'aria-label', mark.getAttribute('aria-label') || `Slide ${i + 1}`));
}

/** The server's buttons, bullets and thumbnails, and Left/Right anywhere in the gallery, move it. */
function mountControls(element: HTMLElement, controls: Controls, go: { move(by: number): void; show(to: number): void }, changes: Changes): void {
  for (const [buttons, by] of [
    [controls.previous, -1],
    [controls.next, 1],
  ] as const) {
    for (const button of buttons) {
      changes.listen(button, 'click', (event) => {
        event.preventDefault();
        go.move(by);
      });
    }
  }
  for (const marks of [controls.bullets, controls.thumbs]) {
    marks.forEach((mark, i) =>
      changes.listen(mark, 'click', (event) => {
        event.preventDefault();
        go.show(i);
      }),
    );
  }
  changes.listen(element, 'keydown', (event: KeyboardEvent) => {
    const by = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!by || event.defaultPrevented) return;
    event.preventDefault();
    go.move(by);
  });
}

/** Marks the bullet or thumbnail of slide `index` as the current one. */
function markCurrent(marks: HTMLElement[], index: number): void {
  marks.forEach((mark, i) => {
    mark.classList.toggle('active', i === index);
    mark.setAttribute('data-active', String(i === index));
    if (i === index) mark.setAttribute('aria-current', 'true');
    else mark.removeAttribute('aria-current');
  });
}

/** The rotation: its timer, what holds it, and the visitor's stop/start button. */
function autoplay(element: HTMLElement, list: HTMLElement, props: Record<string, unknown>, advance: () => void, changes: Changes): void {
  const seconds = typeof props.autoplayDuration === 'number' && props.autoplayDuration > 0 ? props.autoplayDuration : 5;
  let stopped = false;
  let focused = false;
  const toggle = ownDoc.createElement('button');
  toggle.type = 'button';
  toggle.className = 'gallery-section-rotation';
  const label = () => {
    toggle.textContent = stopped ? 'Start slide rotation' : 'Stop slide rotation';
    // Announce slide changes only when the visitor moves them.
    list.setAttribute('aria-live', stopped || focused ? 'polite' : 'off');
  };
  changes.listen(toggle, 'click', () => {
    stopped = !stopped;
    label();
  });
  element.prepend(toggle);
  changes.add(() => toggle.remove());
  changes.listen(element, 'focusin', () => {
    focused = true;
    label();
  });
  changes.listen(element, 'focusout', (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && element.contains(event.relatedTarget)) return;
    focused = false;
    label();
  });
  label();
  changes.add(startAutoplay(seconds * 1000, [element], () => stopped || focused, advance));
}
