/**
 * The social links block's visitor probes (tools/probes/types.ts; docs/behaviour/content-blocks.md#content-blocks).
 * Read only by tests and tools.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

export const probes: VisitorProbe[] = [
  {
    feature: 'social links are links, each named for its service',
    selector: '.sqs-block[data-block-type="54"], .sqs-block[data-block-type="19"], [data-block="social-links"]',
    async run({ target }) {
      const links = target.locator('a[href]');
      await expect(links, 'the block has no link').not.toHaveCount(0);
      // Accessible names, as a screen reader announces them: a link named by nothing has no match here.
      const named = await target.getByRole('link', { name: /\S/ }).count();
      expect(named, 'links without a name').toBe(await links.count());
    },
  },
];
