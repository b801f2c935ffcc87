/**
 * Visitor probes of the gallery block (issue 35): a slideshow shows exactly
 * one set of previous/next controls, and "next" moves it. Read by tests and
 * the corpus runner only.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

const activeIndex = (slides: Element[]) => slides.findIndex((slide) => slide.classList.contains('sqs-active-slide'));

export const probes: VisitorProbe[] = [
  {
    feature: 'a slideshow shows one set of previous/next controls, and next shows another slide',
    selector: '.sqs-gallery-block-slideshow, .sqs-gallery-block-stacked',
    async run({ target }) {
      const block = target.locator('xpath=ancestor-or-self::*[@data-block-state][1]');
      await expect(block, 'the gallery never became ready').toHaveAttribute('data-block-state', 'ready', { timeout: 10_000 });
      const slides = target.locator('.sqs-gallery > .slide');
      if ((await slides.count()) < 2) return; // one slide: nothing to move to
      const nexts = block.locator('.sqs-gallery-controls .next:visible');
      const previouses = block.locator('.sqs-gallery-controls .previous:visible');
      const counts = [await nexts.count(), await previouses.count()];
      if (counts[0] !== 1 || counts[1] !== 1) throw new Error(`the slideshow shows ${counts[0]} "next" and ${counts[1]} "previous" controls`);
      const before = await slides.evaluateAll(activeIndex);
      await nexts.click();
      await expect.poll(() => slides.evaluateAll(activeIndex), { message: 'next did not change the slide', timeout: 5_000 }).not.toBe(before);
    },
  },
];
