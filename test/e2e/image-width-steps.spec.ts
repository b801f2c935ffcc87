/**
 * Width steps of images the server gave a srcset (docs/behaviour/images.md#srcset-sizes):
 * each is shown from the smallest step at least its rendered width × the
 * pixel ratio; for a covering crop, the width its height asks for. The
 * server's `sizes` on a 7.1 gallery grid assumes two columns on a phone,
 * where the site stylesheet shows one: 300w for a box about 540 px wide.
 */
import { expect, test, type Page } from './support/test.ts';
import { hasSiteCss, serveSiteCss } from './support/site-css.ts';

const STEPS = [2500, 1500, 1000, 750, 500, 300, 100];

/** Each gallery image's step shown and the step its rendered box needs. */
const steps = (page: Page) =>
  page.locator('.gallery-grid-item img').evaluateAll(
    (imgs, all) =>
      imgs.map((img) => {
        const box = img.getBoundingClientRect();
        const [w, h] = img.getAttribute('data-image-dimensions')!.split('x').map(Number);
        const cover = getComputedStyle(img).objectFit === 'cover';
        const wanted = (cover ? Math.max(box.width, (box.height * w!) / h!) : box.width) * devicePixelRatio;
        const shown = Number(/format=(\d+)w/.exec((img as HTMLImageElement).currentSrc)?.[1] ?? 0);
        return { alt: img.getAttribute('alt'), shown, needed: all.filter((step) => step >= wanted).pop() ?? 2500 };
      }),
    STEPS,
  );

test.describe('width steps of server srcsets (7.1 gallery grid)', () => {
  test.skip(!hasSiteCss(), 'the site stylesheet (../shared/real-pages/css/) is not beside the repository');

  for (const [width, scale] of [
    [390, 1],
    [390, 2],
    [1280, 1],
  ] as const) {
    test(`${width} px at ${scale}x: every image shows the smallest step at least the width its crop needs`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: scale });
      const page = await context.newPage();
      await serveSiteCss(page);
      await page.goto('/fixtures/sections/gallery-grid-srcset.html');
      await expect(page.locator('[data-controller="GalleryGrid"]')).toHaveAttribute('data-block-state', 'ready');
      await page.locator('.gallery-grid-item').last().scrollIntoViewIfNeeded();
      await expect.poll(async () => (await steps(page)).filter((s) => s.shown !== s.needed)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`gallery-srcset-${width}-${scale}x.png`) });
      await context.close();
    });
  }
});

test.describe("an image block's server srcset", () => {
  for (const width of [390, 1280]) {
    test(`${width} px: its sizes becomes the width the image is shown at, once the fitting has loaded`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/fixtures/platform/image-lightbox-buttons.html');
      const images = page.locator('.sqs-block-image img[srcset]');
      // The server sent sizes="100vw" (the fixture): the fitting writes a width in px.
      await expect(images).toHaveCount(2);
      await expect(page.locator('#block-fullsize-1')).toHaveAttribute('data-block-state', 'ready');
      // The width each needs: its box's, or for a covering crop the width its height asks for at the image's ratio.
      const fitted = () =>
        images.evaluateAll((imgs) =>
          imgs.map((img) => {
            const box = img.getBoundingClientRect();
            const [w, h] = img.getAttribute('data-image-dimensions')!.split('x').map(Number);
            const cover = getComputedStyle(img).objectFit === 'cover';
            const wanted = Math.ceil(cover ? Math.max(box.width, (box.height * w!) / h!) : box.width);
            return Math.abs(parseFloat((img as HTMLImageElement).sizes) - wanted) <= 1 && /^\d+px$/.test((img as HTMLImageElement).sizes);
          }),
        );
      await expect.poll(fitted).toEqual([true, true]);
    });
  }
});
