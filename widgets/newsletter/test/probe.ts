/**
 * The newsletter block's visitor probe (tools/probes/types.ts): the block is
 * visible, although site stylesheets keep it transparent until the runtime
 * marks it rendered (docs/behaviour/content-blocks.md#newsletter). Read by tests and tools only.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

export const probes: VisitorProbe[] = [
  {
    feature: 'a newsletter block is visible (not left transparent by the site stylesheet)',
    selector: '.sqs-block.newsletter-block[data-block-type="51"], [data-block="newsletter"]',
    async run({ target }) {
      await target.scrollIntoViewIfNeeded();
      const shown = () =>
        target.evaluate((block) => {
          const style = getComputedStyle(block);
          return style.visibility === 'visible' && style.display !== 'none' && Number(style.opacity) === 1;
        });
      try {
        await expect.poll(shown, { timeout: 10_000 }).toBe(true);
      } catch {
        const style = await target.evaluate((block) => ({ opacity: getComputedStyle(block).opacity, visibility: getComputedStyle(block).visibility }));
        throw new Error(`the newsletter block stayed hidden (opacity ${style.opacity}, visibility ${style.visibility})`);
      }
    },
  },
];
