/**
 * Loaded images follow the window (docs/behaviour/images.md#image-loading): 150 ms
 * after the window stops resizing, an image whose box now needs a larger
 * width step loads it; one that shrank keeps the sharper file.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * Resizes the window and waits for its `resize` event to have run: the browser fires it at its
 * next frame, after `setViewportSize` returns, and the image loader's listener (added with the
 * page) runs before this one. Run the clock before it arrives and the 150 ms start later than the
 * test counts (a loaded machine did: the larger step was still due when the test looked).
 */
async function resizeTo(page: Page, width: number): Promise<void> {
  const resized = page.evaluate(() => new Promise<void>((resolve) => addEventListener('resize', () => resolve(), { once: true })));
  await page.setViewportSize({ width, height: 844 });
  await resized;
}

test('a window that grows loads the larger width step 150 ms after resizing stops; shrinking keeps it', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fixtures/gallery/image.html');
  const img = page.locator('#block-image img[data-src]');
  await expect(img).toHaveAttribute('data-image-resolution', '300w');
  await expect(img).toHaveAttribute('src', /format=300w/);
  // Time stands still from here, so the 150 ms are counted by the test alone.
  await page.clock.pauseAt(Date.now() + 5000);
  await resizeTo(page, 1280);
  await page.clock.runFor(149);
  await expect(img).toHaveAttribute('data-image-resolution', '300w');
  await page.clock.runFor(2);
  await expect(img).toHaveAttribute('data-image-resolution', '750w');
  await expect(img).toHaveAttribute('src', /format=750w/);
  await resizeTo(page, 390);
  await page.clock.runFor(500);
  await expect(img).toHaveAttribute('data-image-resolution', '750w');
});
