/**
 * The 7.1 gallery sections' visitor probes (tools/probes/types.ts; docs/behaviour.md#gallery-sections).
 * Read only by tests and tools.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../tools/probes/types.ts';
import { imagesInView, overlapping } from '../../tools/probes/in-view.ts';

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
      const stacked = shown.flatMap((a, i) => shown.slice(i + 1).filter((b) => overlapping(a, b)).map(() => a.src));
      expect(stacked, 'gallery images lie on top of each other (not laid out)').toEqual([]);
    },
  },
];
