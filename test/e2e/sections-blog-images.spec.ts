/**
 * The 7.1 blog list's images (`data-controller="BlogImageLoader"`,
 * docs/behaviour/images.md#blog-image-loader): taken up, each post's image in view
 * gets its source at the step its covering crop needs and fills its box.
 */
import { expect, test, type Page } from './support/test.ts';
import { hasSiteCss, serveSiteCss } from './support/site-css.ts';
import { probes } from '../../widgets/blog-image-loader/test/probe.ts';

const CSS = 'squaremoon-1620.css';
const STEPS = [2500, 1500, 1000, 750, 500, 300, 100];

/** Each post image near the view: the step asked for, the step its box needs, and whether it fills its box. */
const images = (page: Page) =>
  page.locator('.blog-basic-grid img').evaluateAll(
    (imgs, all) =>
      imgs
        .filter((img) => {
          const box = img.parentElement!.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight;
        })
        .map((img) => {
          const box = img.parentElement!.getBoundingClientRect();
          const own = img.getBoundingClientRect();
          const [w, h] = img.getAttribute('data-image-dimensions')!.split('x').map(Number);
          const wanted = Math.max(box.width, (box.height * w!) / h!) * devicePixelRatio;
          return {
            shown: Number(/format=(\d+)w/.exec(img.getAttribute('src') ?? '')?.[1] ?? 0),
            needed: all.filter((s) => s >= wanted).pop() ?? 2500,
            // The site stylesheet scales the image by 1.01 within its box.
            fills: own.width >= box.width - 1 && own.height >= box.height - 1 && own.width <= box.width * 1.02 + 1,
          };
        }),
    STEPS,
  );

test.describe('7.1 blog list images (data-controller="BlogImageLoader")', () => {
  test.skip(!hasSiteCss(CSS), 'the site stylesheet (../shared/real-pages/css/) is not beside the repository');

  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`${size.width} px: the posts' images in view get sources at their steps and fill their boxes`, async ({ page }) => {
      await page.setViewportSize(size);
      await serveSiteCss(page, CSS);
      await page.goto('/fixtures/sections/blog-grid.html');
      await expect(page.locator('[data-controller="BlogImageLoader"]')).toHaveAttribute('data-block-state', 'ready');
      await expect.poll(async () => (await images(page)).filter((i) => !i.shown || i.shown !== i.needed || !i.fills)).toEqual([]);
      expect((await images(page)).length).toBeGreaterThan(0);
      await expect(page.locator('.blog-basic-grid img').first()).toHaveCSS('object-fit', 'cover');
      // The stylesheet keeps a post transparent until the platform marks it loaded.
      await expect(page.locator('.blog-basic-grid--container').first()).toHaveClass(/\bis-loaded\b/);
      await expect(page.locator('.blog-basic-grid--container').first()).toHaveCSS('opacity', '1');
      for (const probe of probes) await probe.run({ page, target: page.locator(probe.selector), width: size.width });
      await page.locator('.blog-basic-grid img').last().scrollIntoViewIfNeeded();
      await expect(page.locator('.blog-basic-grid img').last()).toHaveAttribute('src', /photo-4\.svg\?format=\d+w$/);
      await page.screenshot({ path: test.info().outputPath(`blog-grid-${size.width}.png`) });
    });
  }
});
