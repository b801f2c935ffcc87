/**
 * Images outside every block at the first view (docs/behaviour/images.md#page-images-first-view):
 * a 7.0 banner in view gets its source as early as blocks do, not once the
 * idle start has run; and a banner the visitor scrolled past before the
 * page-images module arrived still gets its source.
 */
import { expect, test, type Page } from './support/test.ts';
import { twoFrames } from './support/frames.ts';

const PAGE = '/fixtures/platform/banner-first-view.html';
const STEPS = [2500, 1500, 1000, 750, 500, 300, 100];

/** The width step the banner's covering crop needs. */
const neededStep = (page: Page) =>
  page.locator('#banner-image').evaluate((img, steps) => {
    const box = img.getBoundingClientRect();
    const [w, h] = img.getAttribute('data-image-dimensions')!.split('x').map(Number);
    const wanted = Math.max(box.width, (box.height * w!) / h!) * devicePixelRatio;
    return steps.filter((step) => step >= wanted).pop() ?? 2500;
  }, STEPS);

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`${size.width} px: the banner in the first view gets its source without the idle start`, async ({ page }) => {
    await page.setViewportSize(size);
    // The browser is never idle: the idle start (and the page modules' triggers it runs) never starts.
    await page.addInitScript(() => (window.requestIdleCallback = () => 0));
    await page.goto(PAGE);
    const banner = page.locator('#banner-image');
    await expect(banner).toHaveClass(/\bloaded\b/);
    // The step its box needs, read with its source: the box is sized as the service takes the image.
    await expect
      .poll(async () => `${await banner.getAttribute('src')} for ${await neededStep(page)}w`)
      .toMatch(/\/fixtures\/gallery\/photo-1\.svg\?format=(\d+)w for \1w$/);
    await expect(banner).toHaveCSS('object-fit', 'cover');
    await page.screenshot({ path: test.info().outputPath(`banner-first-view-${size.width}.png`) });
  });
}

test('a banner scrolled past before the page-images module arrived still gets its source, out of view', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/chunks/site-page-images-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(/\/chunks\/site-page-images-/);
  await page.goto(PAGE);
  await asked;
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const below = () => page.locator('#banner-image').evaluate((img) => img.getBoundingClientRect().bottom < -200);
  await expect.poll(below).toBe(true);
  await twoFrames(page);
  release();
  await expect(page.locator('#banner-image')).toHaveAttribute('src', /photo-1\.svg\?format=\d+w$/);
  expect(await below()).toBe(true);
});

test('a page whose lazy images are all inside blocks asks for no page-images module at start-up', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => request.url().includes('/chunks/') && chunks.push(request.url()));
  await page.goto('/fixtures/gallery/grid.html');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready', { timeout: 15_000 });
  expect(chunks.filter((url) => /site-page-images-/.test(url))).toEqual([]);
});
