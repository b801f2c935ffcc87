/**
 * The strip (the platform's "slider", docs/behaviour/gallery.md#gallery): one row,
 * the current slide aligned start, middle or end; a click on another slide
 * makes it current, a click on the current one goes next, previous or
 * nowhere, by `activeSlideClick`.
 */
import { measureTogether } from '../../../src/images/measure-together.ts';
import type { MovingStart } from '../moving-gallery.ts';
import type { Motion } from './motion.ts';
import { startMovingSliced } from './start-moving.ts';
import CSS from './strip.css?raw';

/** Slides the strip loads on each side of the current one: it shows several around it. */
const STRIP_PRELOAD_COUNT = 4;

/** Starts a strip. */
export const start = (begin: MovingStart) =>
  startMovingSliced(begin, { name: 'strip', css: CSS, allVisible: true, preload: STRIP_PRELOAD_COUNT, part: stripPart });

function stripPart(motion: Motion, { container, surface, slides, settings }: MovingStart) {
  const onClick = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target.closest('.slide') : null;
    const i = slides.findIndex((slide) => slide.element === element);
    if (i < 0) return;
    event.preventDefault();
    if (i !== motion.index) motion.move(i);
    else if (settings.activeClick !== 'none') motion.step(settings.activeClick === 'next' ? 1 : -1);
  };
  surface.addEventListener('click', onClick);
  let stopped = false;
  // The offset is read with the images' boxes, in one layout pass.
  const align = (index: number) =>
    void measureTogether(() => {
      const current = slides[index]!.element;
      const width = surface.clientWidth;
      const shift = settings.alignment === 'start' ? 0 : settings.alignment === 'end' ? width - current.offsetWidth : (width - current.offsetWidth) / 2;
      return Math.round(shift - current.offsetLeft);
    }).then((offset) => stopped || container.style.setProperty('--sqs-gallery-offset', `${offset}px`));
  return {
    afterRender: align,
    stop() {
      stopped = true;
      surface.removeEventListener('click', onClick);
    },
  };
}
