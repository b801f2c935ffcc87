/**
 * Loaded images follow the window (docs/behaviour/images.md#image-loading): 150 ms
 * after the window stops resizing, an image whose box now needs a larger
 * width step loads it; one that shrank keeps the sharper file.
 */
import { expect, test } from './support/test.ts';

test('a window that grows loads the larger width step 150 ms after resizing stops; shrinking keeps it', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fixtures/gallery/image.html');
  const img = page.locator('#block-image img[data-src]');
  await expect(img).toHaveAttribute('data-image-resolution', '300w');
  await expect(img).toHaveAttribute('src', /format=300w/);
  // Time stands still from here, so the 150 ms are counted by the test alone.
  await page.clock.pauseAt(Date.now() + 5000);
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.clock.runFor(149);
  await expect(img).toHaveAttribute('data-image-resolution', '300w');
  await page.clock.runFor(2);
  await expect(img).toHaveAttribute('data-image-resolution', '750w');
  await expect(img).toHaveAttribute('src', /format=750w/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.runFor(500);
  await expect(img).toHaveAttribute('data-image-resolution', '750w');
});
