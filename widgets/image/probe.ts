/**
 * The image block's visitor probes (tools/probes/types.ts; docs/behaviour.md#image-block).
 * Read only by tests and tools.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../tools/probes/types.ts';
import { imagesInView } from '../../tools/probes/in-view.ts';

export const probes: VisitorProbe[] = [
  {
    feature: 'an image block shows its image with a source',
    // A placeholder the server marks empty holds no image (docs/behaviour.md#image-block).
    selector: '.sqs-block[data-block-type="5"]:not(:has(.sqs-empty)), [data-block="image"]:not(:has(.sqs-empty))',
    async run({ target }) {
      await target.scrollIntoViewIfNeeded();
      await expect
        .poll(async () => (await imagesInView(target)).filter((image) => image.src).length, { message: 'no image with a source is shown in the block' })
        .toBeGreaterThan(0);
    },
  },
];
