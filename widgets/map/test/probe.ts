/**
 * The map block's visitor probes (tools/probes/types.ts; docs/behaviour/content-blocks.md#content-blocks).
 * Read only by tests and tools.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

export const probes: VisitorProbe[] = [
  {
    feature: 'a map block shows its map, or its address and a link to a maps site',
    selector: '.sqs-block[data-block-type="4"], [data-block="map"]',
    async run({ target }) {
      await target.scrollIntoViewIfNeeded();
      const map = target.locator('.map-block-canvas');
      const fallback = target.locator('.map-block-fallback');
      await expect(map.or(fallback).filter({ visible: true }).first(), 'neither a map nor its address is shown').toBeVisible();
      if (await map.filter({ visible: true }).count()) {
        const box = await map.first().boundingBox();
        expect(box && box.height > 20 && box.width > 20, `the map is ${box ? `${Math.round(box.width)} x ${Math.round(box.height)} px` : 'not laid out'}`).toBe(
          true,
        );
        return;
      }
      await expect(fallback.getByRole('link').filter({ visible: true }), 'the address has no link to a maps site').not.toHaveCount(0);
      await expect(fallback, 'the address is empty').toContainText(/\S/);
    },
  },
];
