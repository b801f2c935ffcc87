import { expect, test, type Page } from './support/test.ts';
import { hasSiteCss, serveSiteCss } from './support/site-css.ts';
import { probes } from '../../widgets/gallery-section/test/probe.ts';

/** The reel's height and its items' heights, rounded. */
const heights = (page: Page) =>
  page.evaluate(() => ({
    reel: Math.round(document.querySelector('.gallery-reel-wrapper')!.getBoundingClientRect().height),
    items: [...new Set([...document.querySelectorAll('.gallery-reel-item')].map((item) => Math.round(item.getBoundingClientRect().height)))],
  }));

test.describe('7.1 gallery reel: its viewportHeight setting', () => {
  test.skip(!hasSiteCss(), 'the site stylesheet (../shared/real-pages/css/) is not beside the repository');

  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`${size.width} px: viewportHeight 41 makes the reel 41vh tall and every image as tall as the reel`, async ({ page }) => {
      await page.setViewportSize(size);
      await serveSiteCss(page);
      await page.goto('/fixtures/sections/gallery-reel-height.html');
      await expect(page.locator('[data-controller="GalleryReel"]')).toHaveAttribute('data-block-state', 'ready');
      const tall = Math.round(size.height * 0.41);
      await expect.poll(() => heights(page)).toEqual({ reel: tall, items: [tall] });
      for (const probe of probes) await probe.run({ page, target: page.locator(probe.selector), width: size.width });
      await page.screenshot({ path: test.info().outputPath(`gallery-reel-41vh-${size.width}.png`) });
      // The window grows: the reel follows the new viewport height.
      await page.setViewportSize({ width: size.width, height: 1000 });
      await expect.poll(() => heights(page)).toEqual({ reel: 410, items: [410] });
    });
  }

  test('a viewportHeight that is not a number from 1 to 100 falls back to the default height with one warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.route('**/fixtures/sections/gallery-reel-height.html', async (route) => {
      const body = (await (await route.fetch()).text()).replace('"viewportHeight": 41', '"viewportHeight": "tall"');
      await route.fulfill({ body, contentType: 'text/html' });
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await serveSiteCss(page);
    await page.goto('/fixtures/sections/gallery-reel-height.html');
    await expect(page.locator('[data-controller="GalleryReel"]')).toHaveAttribute('data-block-state', 'ready');
    await expect.poll(async () => (await heights(page)).items.length).toBe(1);
    // The console's events reach the test on their own channel: waited for, not read at once.
    await expect
      .poll(() => warnings.filter((w) => w.includes('viewportHeight')))
      .toEqual(['[site-runtime] section setting viewportHeight: "tall" is not a number from 1 to 100 (vh); the default height used']);
  });
});
