/**
 * The Instagram block's server-rendered thumbnails (docs/behaviour/third-party.md#instagram-thumbnails)
 * get sources at their width steps, cropped to their boxes; no Instagram script is loaded for them.
 */
import { expect, test, type Page } from './support/test.ts';
import { hasSiteCss, serveSiteCss } from './support/site-css.ts';
import { probes } from '../../widgets/instagram/test/probe.ts';

const CSS = 'multietch.css';
const STEPS = [2500, 1500, 1000, 750, 500, 300, 100];

/** Each thumbnail in view: the step it asked for and the step its covering crop needs. */
const steps = (page: Page) =>
  page.locator('#block-instagram-grid img').evaluateAll(
    (imgs, all) =>
      imgs
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight;
        })
        .map((img) => {
          const box = img.parentElement!.getBoundingClientRect();
          const [w, h] = img.getAttribute('data-image-dimensions')!.split('x').map(Number);
          const wanted = Math.max(box.width, (box.height * w!) / h!) * devicePixelRatio;
          return { shown: Number(/format=(\d+)w/.exec(img.getAttribute('src') ?? '')?.[1] ?? 0), needed: all.filter((s) => s >= wanted).pop() ?? 2500 };
        }),
    STEPS,
  );

test.describe('Instagram block thumbnails', () => {
  test.skip(!hasSiteCss(CSS), 'the site stylesheet (../shared/real-pages/css/) is not beside the repository');

  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`${size.width} px: the thumbnails in view get sources at their width steps, cropped; no Instagram script`, async ({ page }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.setViewportSize(size);
      await serveSiteCss(page, CSS);
      await page.goto('/fixtures/content/instagram-grid.html');
      const block = page.locator('#block-instagram-grid');
      await expect(block).toHaveAttribute('data-block-state', 'ready');
      await block.scrollIntoViewIfNeeded();
      await expect.poll(async () => (await steps(page)).filter((s) => !s.shown || s.shown !== s.needed)).toEqual([]);
      expect((await steps(page)).length).toBeGreaterThan(0);
      await expect(block.locator('img').first()).toHaveCSS('object-fit', 'cover');
      await expect(block.locator('.sqs-gallery')).toHaveClass(/\bsqs-gallery-design-grid\b/);
      for (const probe of probes) await probe.run({ page, target: page.locator(probe.selector), width: size.width });
      // The last row, scrolled to, loads too.
      await block.locator('img').last().scrollIntoViewIfNeeded();
      await expect(block.locator('img').last()).toHaveAttribute('src', /photo-2\.svg\?format=\d+w$/);
      expect(requests.filter((url) => url.includes('instagram.com'))).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`instagram-grid-${size.width}.png`) });
    });
  }
});
