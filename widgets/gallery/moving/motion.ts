import { loadImage } from '../../../src/images/load-image.ts';
import { restoreOverlay } from '../../../src/video/overlay.ts';
import { landIndex } from '../index-rules.ts';
import { linkedTo } from '../linked.ts';
import type { MovingStart } from '../moving-gallery.ts';
import type { MovingDesign } from './design.ts';
import { MOTION_MS } from './numbers.ts';

/** The class of the current slide. */
export const ACTIVE_CLASS = 'sqs-active-slide';

/** A moving gallery's current index and how it changes (docs/behaviour/gallery.md#gallery). */
export interface Motion {
  readonly index: number;
  readonly inMotion: boolean;
  perRow(): number;
  /** The last index a move may land on (the carousel's last group). */
  last(): number;
  /** Whether slide `i` can be seen now (the others are inert and hidden from assistive technology). */
  visible(i: number): boolean;
  move(target: number, options?: { ms?: number; fromLink?: boolean }): void;
  step(direction: 1 | -1, ms?: number): void;
  /** Shows `target`'s view at once (the start, a resize), without motion or events. */
  jump(target: number): void;
  /** Called after each render with the index. */
  onRender(listener: (index: number) => void): void;
  stop(): void;
}

/** The index rules of one moving gallery, applied to its slides. */
export function createMotion({ container, slides, settings, context, cropMode }: MovingStart, design: MovingDesign, perRowNow: () => number): Motion {
  const count = slides.length;
  const { loop } = settings;
  const style = container.style;
  const listeners: Array<(index: number) => void> = [];
  let index = 0;
  let inMotion = false;
  let motionTimer: ReturnType<typeof setTimeout> | undefined;
  const last = () => Math.floor((count - 1) / perRowNow()) * perRowNow();
  const visible = (i: number) => design.allVisible === true || (i >= index && i < index + perRowNow());

  const render = () => {
    style.setProperty('--sqs-gallery-index', String(index / perRowNow()));
    markSlides(slides, index, visible);
    for (const listener of listeners) listener(index);
    loadAround(slides, index - design.preload, index + perRowNow() + design.preload, loop, cropMode);
  };

  /**
   * Moves to `target`: refused while this or a linked gallery is in motion
   * (unless a linked gallery is what moved), clamped with
   * reachedBeginning/reachedEnd without loop, ignored when it changes nothing.
   */
  const move: Motion['move'] = (target, options = {}) => {
    if (!options.fromLink && (inMotion || linkedTo(context.id).some((g) => g.inMotion))) return;
    const landed = landIndex(target, last(), loop);
    if (landed.reached) context.bus.emit(landed.reached === 'beginning' ? 'reachedBeginning' : 'reachedEnd', { id: context.id, index: landed.index });
    if (landed.index === index) return;
    container.classList.toggle('sqs-gallery-reverse', landed.index < index);
    index = landed.index;
    const ms = options.ms ?? MOTION_MS[settings.design] ?? 0;
    style.setProperty('--sqs-gallery-speed', `${ms}ms`);
    inMotion = ms > 0;
    clearTimeout(motionTimer);
    motionTimer = setTimeout(() => (inMotion = false), ms);
    render();
    if (!options.fromLink) for (const other of linkedTo(context.id)) other.follow(index);
  };

  return {
    get index() {
      return index;
    },
    get inMotion() {
      return inMotion;
    },
    perRow: perRowNow,
    last,
    visible,
    move,
    step: (direction, ms) => move(index + direction * perRowNow(), ms === undefined ? {} : { ms }),
    jump(target) {
      index = Math.min(target - (target % perRowNow()), last());
      render();
    },
    onRender: (listener) => void listeners.push(listener),
    stop: () => clearTimeout(motionTimer),
  };
}

/** The current slide's class; the slides out of view inert and hidden from assistive technology. */
function markSlides(slides: MovingStart['slides'], index: number, visible: (i: number) => boolean): void {
  slides.forEach((slide, i) => {
    slide.element.classList.toggle(ACTIVE_CLASS, i === index);
    const shown = visible(i);
    slide.element.inert = !shown;
    if (shown) slide.element.removeAttribute('aria-hidden');
    else slide.element.setAttribute('aria-hidden', 'true');
    // Leaving a video slide gives it its overlay back (the player goes, so it stops).
    if (!shown && slide.video) restoreOverlay(slide.video);
  });
}

/** Loads the images of slides `from` to `to` (exclusive), wrapping round when the gallery loops. */
function loadAround(slides: MovingStart['slides'], from: number, to: number, loop: boolean, cropMode: MovingStart['cropMode']): void {
  for (let i = from; i < to; i++) {
    const slide = slides[loop ? (i + slides.length) % slides.length : i];
    if (slide?.img) void loadImage(slide.img, { cropMode });
  }
}
