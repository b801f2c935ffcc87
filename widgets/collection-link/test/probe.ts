/**
 * Visitor probes of the collection-link block (issue 35): the server's
 * links stay the block's content once it is ready. Read by tests and the
 * corpus runner only.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

export const probes: VisitorProbe[] = [
  {
    feature: "a collection-link block keeps the server's links",
    selector: '.sqs-block[data-block-type="12"]',
    async run({ target }) {
      await expect(target, 'the block never became ready').toHaveAttribute('data-block-state', 'ready', { timeout: 10_000 });
      await expect(target.locator('.widget-rendering'), "the server's links were replaced by a rendering").toHaveCount(0);
      const links = await target.locator('a[href]').count();
      if (links === 0) throw new Error('the block has no link left');
    },
  },
];
