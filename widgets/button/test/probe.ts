/**
 * The button block's visitor probes (tools/probes/types.ts; docs/behaviour/content-blocks.md#button).
 * Read only by tests and tools.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

export const probes: VisitorProbe[] = [
  {
    feature: 'a button block is a link with a name',
    selector: '.sqs-block[data-block-type="53"], [data-block="button"]',
    async run({ target }) {
      const link = target.locator('a.sqs-block-button-element[href], a[href]').first();
      await expect(link, 'the button is not a link').toHaveCount(1);
      await expect(link, 'the button is not shown').toBeVisible();
      await expect(link, 'the button has no name').toHaveAccessibleName(/\S/);
    },
  },
];
