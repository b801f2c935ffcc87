/**
 * The marquee's visitor probes (tools/probes/types.ts; docs/behaviour/content-blocks.md#content-blocks).
 * Read only by tests and tools.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

export const probes: VisitorProbe[] = [
  {
    feature: "a marquee's text moves while it is in view",
    selector: '.sqs-block[data-block-type="70"], [data-block="marquee"]',
    async run({ page, target }) {
      await target.scrollIntoViewIfNeeded();
      // A visitor reading it is not pointing at it: the page scrolled under a resting pointer would pause a marquee that pauses on hover.
      const box = await target.boundingBox();
      if (box) await page.mouse.move(1, box.y > 1 ? 0 : box.y + box.height + 1);
      const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
      await expect(target, 'the marquee does not run in view').toHaveAttribute('data-marquee-state', reduced ? 'still' : 'running');
      if (reduced) return;
      // Where the text stands on its wave (its offsets along the path) changes from frame to frame while it runs.
      const drawn = () => target.evaluate((block) => Array.from(block.querySelectorAll('textPath'), (text) => text.getAttribute('startOffset')).join(' '));
      const before = await drawn();
      await expect.poll(drawn, { message: "the marquee's text stood still" }).not.toBe(before);
    },
  },
];
