/**
 * The image block's visitor probes (tools/probes/types.ts; docs/behaviour/images.md#image-block,
 * docs/behaviour/images.md#image-fullsize-button): the image shows with a source, and the server's
 * "View fullsize" button opens it in the lightbox with focus back on close (issue 43).
 * Read only by tests and tools.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';
import { imagesInView } from '../../../tools/probes/in-view.ts';

export const probes: VisitorProbe[] = [
  {
    feature: 'an image block shows its image with a source',
    // A placeholder the server marks empty holds no image (docs/behaviour/images.md#image-block).
    selector: '.sqs-block[data-block-type="5"]:not(:has(.sqs-empty)), [data-block="image"]:not(:has(.sqs-empty))',
    async run({ target }) {
      await target.scrollIntoViewIfNeeded();
      await expect
        .poll(async () => (await imagesInView(target)).filter((image) => image.src).length, { message: 'no image with a source is shown in the block' })
        .toBeGreaterThan(0);
    },
  },
  {
    feature: 'an image\'s "View fullsize" button opens the image in the lightbox (Enter), and Escape gives focus back',
    selector: '.sqs-block-image .sqs-block-image-button.lightbox',
    limit: 2,
    async run({ page, target }) {
      const block = target.locator('xpath=ancestor::*[@data-block-state][1]');
      await expect(block, 'the image block never became ready').toHaveAttribute('data-block-state', 'ready', { timeout: 10_000 });
      await target.scrollIntoViewIfNeeded();
      await target.focus();
      await page.keyboard.press('Enter');
      const viewer = page.getByRole('dialog', { name: 'Image viewer' });
      await expect(viewer, 'the lightbox did not open').toBeVisible({ timeout: 5_000 });
      await page.keyboard.press('Escape');
      await expect(viewer, 'Escape did not close the lightbox').toHaveCount(0, { timeout: 5_000 });
      await expect(target, 'focus did not come back to the button').toBeFocused();
    },
  },
];
