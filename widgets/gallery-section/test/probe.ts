/**
 * The 7.1 gallery sections' visitor probes (tools/probes/types.ts; docs/behaviour/gallery.md#gallery-sections):
 * images laid out with sources; the reel as tall as its `viewportHeight` (docs/behaviour/gallery.md#gallery-reel-height).
 * Read only by tests and tools.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';
import { imagesInView, overlapping } from '../../../tools/probes/in-view.ts';

/**
 * What the visitor meets, or `''` when the reel's height is right.
 * Run in the page as text: no inner named functions (tsx would wrap them in a helper the page lacks).
 */
const reelProblem = (element: Element): string => {
  const wrapper = element.querySelector('.gallery-reel-wrapper') ?? element;
  const reel = wrapper.getBoundingClientRect().height;
  let props: { viewportHeight?: unknown } = {};
  try {
    props = JSON.parse(element.getAttribute('data-props') ?? '{}');
  } catch {
    props = {};
  }
  const vh = typeof props.viewportHeight === 'number' ? props.viewportHeight : undefined;
  if (vh !== undefined && Math.abs(reel - (innerHeight * vh) / 100) > 2)
    return `the reel is ${Math.round(reel)} px tall, not its ${vh}vh (${Math.round((innerHeight * vh) / 100)} px)`;
  const tall = [...element.querySelectorAll('.gallery-reel-item')].map((item) => item.getBoundingClientRect().height).filter((h) => Math.abs(h - reel) > 2);
  return tall.length ? `${tall.length} images are ${Math.round(tall[0]!)} px tall in a ${Math.round(reel)} px reel` : '';
};

const CONTROLLERS = ['GalleryGrid', 'GalleryMasonry', 'GallerySlideshow', 'GalleryFullscreenSlideshow', 'GalleryReel', 'GalleryStrips'];

export const probes: VisitorProbe[] = [
  {
    feature: 'a gallery section lays out its images side by side, each with a source',
    selector: CONTROLLERS.map((name) => `[data-controller*="${name}"]`).join(', '),
    async run({ target }) {
      await target.scrollIntoViewIfNeeded();
      await expect.poll(async () => (await imagesInView(target)).length, { message: 'the gallery shows no image' }).toBeGreaterThan(0);
      await expect
        .poll(async () => (await imagesInView(target)).filter((image) => !image.src).map((image) => `${Math.round(image.left)},${Math.round(image.top)}`), {
          message: 'images in view without a source',
        })
        .toEqual([]);
      // A slideshow shows one slide over the others by design.
      if (/Slideshow/.test((await target.getAttribute('data-controller')) ?? '')) return;
      const shown = await imagesInView(target);
      const stacked = shown.flatMap((a, i) =>
        shown
          .slice(i + 1)
          .filter((b) => overlapping(a, b))
          .map(() => a.src),
      );
      expect(stacked, 'gallery images lie on top of each other (not laid out)').toEqual([]);
    },
  },
  {
    feature: 'a gallery reel is as tall as its viewportHeight setting, its images as tall as the reel',
    selector: '[data-controller="GalleryReel"]',
    async run({ target }) {
      await target.scrollIntoViewIfNeeded();
      await expect
        .poll(() => target.evaluate(reelProblem), { timeout: 5000 })
        .toBe('')
        .catch(() => undefined);
      const met = await target.evaluate(reelProblem);
      if (met) throw new Error(met);
    },
  },
];
