/**
 * The 7.1 list sections' visitor probes (tools/probes/types.ts; docs/behaviour/sections.md#list-sections).
 * Read only by tests and tools.
 */
import { expect, type Locator } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';
import { imagesInView } from '../../../tools/probes/in-view.ts';

const SLIDES = '.user-items-list-carousel__slide, .user-items-list-banner-slideshow .slide';
const ARROW = (side: 'left' | 'right') =>
  `.user-items-list-carousel__arrow-button--${side}, .user-items-list-banner-slideshow__arrow-button--${side}, .mobile-arrow-button--${side}`;

/** The places (in the list) of the slides a visitor sees now: shown and crossing the viewport. */
const slidesInView = (target: Locator): Promise<number[]> =>
  target.locator(SLIDES).evaluateAll((slides) =>
    slides.flatMap((slide, index) => {
      const box = slide.getBoundingClientRect();
      return slide.checkVisibility({ checkVisibilityCSS: true }) && box.width > 1 && box.right > 0 && box.left < innerWidth ? [index] : [];
    }),
  );

/** The arrow on `side` the visitor can press, if any. */
async function arrow(target: Locator, side: 'left' | 'right'): Promise<Locator | undefined> {
  const shown = target.locator(ARROW(side)).filter({ visible: true }).first();
  return (await shown.count()) && (await shown.getAttribute('aria-disabled')) !== 'true' ? shown : undefined;
}

export const probes: VisitorProbe[] = [
  {
    feature: "a list carousel's arrows move its slides, and a slide brought into view shows its image",
    selector: '[data-controller*="UserItemsListCarousel"], [data-controller*="UserItemsListBannerSlideshow"]',
    async run({ target }) {
      await target.scrollIntoViewIfNeeded();
      const total = await target.locator(SLIDES).count();
      await expect.poll(async () => (await slidesInView(target)).length, { message: 'the list shows no slide' }).toBeGreaterThan(0);
      const before = await slidesInView(target);
      const next = await arrow(target, 'right');
      if (!next) {
        // Every slide fits: nothing to move, and no arrow is due.
        expect(before.length, 'slides are out of view but no arrow moves them').toBe(total);
        return;
      }
      await next.click();
      await expect.poll(() => slidesInView(target), { message: 'the slides did not move after a press on the next arrow' }).not.toEqual(before);
      await expect
        .poll(async () => (await imagesInView(target)).filter((image) => !image.src).length, {
          message: 'a slide brought into view shows an image without a source',
        })
        .toBe(0);
      const previous = await arrow(target, 'left');
      expect(previous, 'no previous arrow to press after moving on').toBeDefined();
      await previous!.click();
      await expect.poll(() => slidesInView(target), { message: 'the previous arrow did not bring the first slides back' }).toEqual(before);
    },
  },
];
