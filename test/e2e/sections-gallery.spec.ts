import { expect, test, type Page } from './support/test.ts';
import { hasSiteCss, serveSiteCss } from './support/site-css.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function load(page: Page, path: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await serveSiteCss(page);
  await page.goto(path);
  await expect(page.locator('[data-controller^="Gallery"]')).toHaveAttribute('data-block-state', 'ready');
}

/** The distinct left edges of the items: how many columns the visitor sees. */
const columns = (page: Page, item: string) =>
  page.locator(item).evaluateAll((items) => new Set(items.map((i) => Math.round(i.getBoundingClientRect().left))).size);

test.describe('7.1 gallery sections', () => {
  test.skip(!hasSiteCss(), 'the site stylesheet (../shared/real-pages/css/) is not beside the repository');

  test('grid: items shown, numColumns columns gutter px apart at desktop, one column on a phone', async ({ page }) => {
    await load(page, '/fixtures/sections/gallery-grid.html', DESKTOP);
    await expect(page.locator('.gallery-grid-item:not([data-show])')).toHaveCount(0);
    await expect(page.locator('.gallery-grid-wrapper')).toHaveClass(/gallery-grid-wrapper--ready/);
    expect(await columns(page, '.gallery-grid-item')).toBe(3);
    const [a, b] = await page.locator('.gallery-grid-item').evaluateAll((items) => items.slice(0, 2).map((i) => i.getBoundingClientRect()));
    expect(Math.round(b!.left - a!.right)).toBe(16);
    expect(
      await page
        .locator('.gallery-grid-item-wrapper')
        .first()
        .evaluate((w) => getComputedStyle(w).opacity),
    ).toBe('1');
    await page.screenshot({ path: test.info().outputPath('gallery-grid-desktop.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await expect.poll(() => columns(page, '.gallery-grid-item')).toBe(1);
    await page.screenshot({ path: test.info().outputPath('gallery-grid-phone.png') });
  });

  test('grid with lightboxEnabled: keyboard opens the set in the lightbox at the chosen image; Escape closes it', async ({ page }) => {
    await load(page, '/fixtures/sections/gallery-grid.html', DESKTOP);
    const second = page.getByRole('link', { name: 'Open Lecture hall in the lightbox' });
    await second.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img[alt="Lecture hall"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('masonry: items shown, two columns at desktop, one on a phone, no lightbox when it is off', async ({ page }) => {
    await load(page, '/fixtures/sections/gallery-masonry.html', DESKTOP);
    await expect(page.locator('.gallery-masonry-item:not([data-show])')).toHaveCount(0);
    expect(await columns(page, '.gallery-masonry-item')).toBe(2);
    await page.screenshot({ path: test.info().outputPath('gallery-masonry-desktop.png'), fullPage: true });
    await page.locator('.gallery-masonry-item img').first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.setViewportSize(PHONE);
    await expect.poll(() => columns(page, '.gallery-masonry-item')).toBe(1);
  });
});
