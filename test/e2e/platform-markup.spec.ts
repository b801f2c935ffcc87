/**
 * Issue 22, items 3 and 4: pages in the platform's own markup look and load
 * as on the platform. Images outside blocks (7.0 banners and index
 * galleries, 7.1 section backgrounds and lists) load through the image
 * loader at their width step, lazily; the page-images module loads only on a
 * page that has such images. Empty image placeholders are left alone; an
 * image in a box of fixed ratio fills it; a narrow card gets
 * `sqs-narrow-width`; buttons are marked initialized; the summary carousel
 * sizes its slides and drives the page's own pager; the context's fonts load
 * from their fixed hosts.
 */
import type { Locator, Page } from '@playwright/test';
import { collectConsole } from './support/qa.ts';
import { expect, test } from './support/test.ts';

const STEPS = [2500, 1500, 1000, 750, 500, 300, 100];
/** The smallest width step at least `wanted` wide (the documented rule). */
const stepFor = (wanted: number) => STEPS.filter((step) => step >= wanted).pop() ?? 2500;

const servicesReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready', { timeout: 15_000 });

/** The width step an image's box needs: its width (for a cover crop, what its height asks for), × the pixel ratio. */
async function neededStep(img: Locator, cover = false): Promise<number> {
  const { width, height, ratio, dpr } = await img.evaluate((el: HTMLImageElement) => {
    const box = el.getBoundingClientRect();
    const [w, h] = (el.getAttribute('data-image-dimensions') ?? '1x1').split('x').map(Number);
    return { width: box.width, height: box.height, ratio: w! / h!, dpr: devicePixelRatio };
  });
  return stepFor((cover ? Math.max(width, height * ratio) : width) * dpr);
}

test('images outside blocks load at their width step, lazily, only on pages that have them', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => r.url().includes('/dist/chunks/') && chunks.push(r.url()));
  const { messages, pageErrors } = collectConsole(page);
  await page.goto('/fixtures/platform/page-images.html');
  await servicesReady(page);

  const banner = page.locator('#banner-image');
  await expect(banner).toHaveAttribute('src', /\/fixtures\/gallery\/photo-1\.svg\?format=\d+w$/);
  const bannerStep = Number(/format=(\d+)w/.exec((await banner.getAttribute('src'))!)![1]);
  expect(bannerStep).toBe(await neededStep(banner, true));
  // Cropped around its focal point (0.25, 0.75) to fill the banner.
  await expect(banner).toHaveCSS('object-fit', 'cover');
  await expect(banner).toHaveCSS('object-position', '25% 75%');
  await expect(banner).toHaveClass(/\bloaded\b/);
  for (const id of ['index-1', 'index-2', 'index-3']) {
    const img = page.locator(`#${id}`);
    await expect(img).toHaveAttribute('src', new RegExp(`\\?format=${await neededStep(img)}w$`));
  }
  // What the server already sized stays as it was; a block's image is the block's.
  await expect(page.locator('#has-src')).toHaveAttribute('src', '/fixtures/gallery/photo-5.svg?format=300w');
  await expect(page.locator('#block-owned')).toHaveAttribute('data-block-state', 'ready');

  // The 7.1 section and list, far below, wait until the visitor gets near them.
  const section = page.locator('#section-image');
  await expect(section).not.toHaveAttribute('src', /./);
  await expect(page.locator('#list-1')).not.toHaveAttribute('src', /./);
  await page.locator('#section-2').scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('src', new RegExp(`photo-2\\.svg\\?format=${await neededStep(section, true)}w$`));
  await expect(section).toHaveCSS('object-position', '25% 75%');
  for (const id of ['list-1', 'list-2']) {
    const img = page.locator(`#${id}`);
    await expect(img).toHaveAttribute('src', new RegExp(`\\?format=${await neededStep(img)}w$`));
  }
  expect(chunks.filter((url) => /site-page-images-/.test(url))).toHaveLength(1);
  expect(messages.filter((m) => m.type === 'error')).toEqual([]);
  expect(pageErrors).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('page-images.png'), fullPage: true });
});

test('a page whose lazy images are all inside blocks does not load the page-images module', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => r.url().includes('/dist/chunks/') && chunks.push(r.url()));
  await page.goto('/fixtures/gallery/grid.html');
  await servicesReady(page);
  expect(chunks.some((url) => /\/chunks\/gallery-/.test(url))).toBe(true);
  expect(chunks.filter((url) => /site-page-images-/.test(url))).toEqual([]);
});

test('image blocks: an empty placeholder is left alone, a fixed-ratio box is filled (in either markup, stylesheet or not), a narrow card is marked; buttons are initialized', async ({
  page,
}) => {
  const { messages } = collectConsole(page);
  await page.goto('/fixtures/platform/image-blocks.html');
  await servicesReady(page);
  await expect(page.locator('#block-empty')).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('#block-empty .sqs-image-content')).toBeAttached();

  const ratio = page.locator('#block-ratio img.thumb-image');
  await expect(ratio).toHaveAttribute('src', /photo-1\.svg\?format=\d+w$/);
  const box = (await page.locator('#block-ratio .has-aspect-ratio').boundingBox())!;
  const imgBox = (await ratio.boundingBox())!;
  expect(Math.round(imgBox.width)).toBe(Math.round(box.width));
  expect(Math.round(imgBox.height)).toBe(Math.round(box.height));
  expect(Math.round(box.height)).toBe(Math.round(box.width * 0.34));
  await expect(ratio).toHaveCSS('object-fit', 'cover');
  await expect(ratio).toHaveCSS('object-position', '20% 80%');
  expect(Number(/format=(\d+)w/.exec((await ratio.getAttribute('src'))!)![1])).toBe(await neededStep(ratio, true));

  // Older markup leaves the box's position to the site stylesheet: without one, the image still fills its own box, not the window.
  const bare = page.locator('#block-ratio-bare img.thumb-image');
  await expect(bare).toHaveAttribute('src', /photo-2\.svg\?format=\d+w$/);
  const bareBox = (await page.locator('#block-ratio-bare .has-aspect-ratio').boundingBox())!;
  expect((await bare.boundingBox())!).toEqual(bareBox);
  expect(Math.round(bareBox.height)).toBe(Math.round(bareBox.width * 0.4));

  await expect(page.locator('#block-card .image-block-outer-wrapper')).toHaveClass(/\bsqs-narrow-width\b/);
  await expect(page.locator('#block-button a')).toHaveAttribute('data-initialized', 'true');
  expect(messages.filter((m) => m.type === 'error' || /block-empty/.test(m.text))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('image-blocks.png'), fullPage: true });
});

test('summary carousel: slides sized as the platform does, the page own pager drives it by mouse and keyboard, no buttons added', async ({ page }) => {
  await page.goto('/fixtures/platform/summary-pager.html');
  await expect(page.locator('#block-journal')).toHaveAttribute('data-block-state', 'ready');
  const block = page.locator('#block-journal');
  await expect(block.locator('button')).toHaveCount(0);
  const container = block.locator('.summary-item-list-container');
  await expect(container).toHaveClass(/\bsqs-gallery-design-carousel-slides-in-view-3\b/);
  const list = block.locator('.summary-item-list');
  await expect(list).toHaveClass(/\bsqs-gallery-design-carousel\b/);
  const slides = list.locator('.summary-item');
  await expect(slides.first()).toHaveClass(/\bsqs-gallery-design-carousel-slide\b/);
  await expect(slides.first()).toHaveClass(/\bsqs-active-slide\b/);
  const listWidth = (await list.boundingBox())!.width;
  const slideWidth = (await slides.first().boundingBox())!.width;
  expect(slideWidth).toBeCloseTo((listWidth * 101) / 300, 0);
  const prev = block.locator('.summary-carousel-pager-prev');
  const next = block.locator('.summary-carousel-pager-next');
  await expect(prev).toHaveClass(/\bsqs-disabled\b/);
  await expect(prev).toHaveAttribute('aria-disabled', 'true');
  await expect(slides.nth(3)).toBeHidden();

  await next.click();
  await expect(slides.nth(3)).toBeVisible();
  await expect(slides.nth(0)).toBeHidden();
  await expect(list).toHaveCSS('transform', `matrix(1, 0, 0, 1, ${-Math.round(listWidth * 1.01 * 100) / 100}, 0)`.replace(/\.0+,/, ','));
  await expect(prev).not.toHaveClass(/\bsqs-disabled\b/);
  // By keyboard: the pager's spans are buttons (Tab, Enter, Space).
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(slides.nth(6)).toBeVisible();
  await expect(next).toHaveClass(/\bsqs-disabled\b/);
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  // Next went disabled under the focus: the focus moved to Previous.
  await expect(prev).toBeFocused();
  await page.keyboard.press(' ');
  await expect(slides.nth(3)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('summary-pager.png'), fullPage: true });

  // Under 724 px three in view, under 480 px two.
  await page.setViewportSize({ width: 460, height: 800 });
  await expect(container).toHaveClass(/\bsqs-gallery-design-carousel-slides-in-view-2\b/);
  await expect(container).not.toHaveClass(/slides-in-view-3/);
});

test('the context fonts load as stylesheets from their fixed hosts only; a family that is not a name is skipped with a warning', async ({ page }) => {
  const { messages } = collectConsole(page);
  const external: string[] = [];
  await page.route(/^https:\/\//, (route) => {
    external.push(route.request().url());
    return route.abort();
  });
  await page.goto('/fixtures/modules/site-fonts.html');
  await servicesReady(page);
  await expect(page.locator('link[rel="stylesheet"][href^="https://fonts.googleapis.com/"]')).toHaveAttribute(
    'href',
    'https://fonts.googleapis.com/css?family=Lora:400,700|Work+Sans:400',
  );
  await expect(page.locator('link[rel="stylesheet"][href^="https://use.typekit.net/"]')).toHaveAttribute('href', 'https://use.typekit.net/abc1def.css');
  await expect
    .poll(() => [...external].sort())
    .toEqual(['https://fonts.googleapis.com/css?family=Lora:400,700|Work+Sans:400', 'https://use.typekit.net/abc1def.css']);
  expect(messages.some((m) => m.type === 'warning' && m.text.includes('googleFonts'))).toBe(true);
});
