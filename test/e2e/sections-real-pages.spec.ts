/**
 * The 7.1 real pages beside the repository (../shared/real-pages/, never
 * copied in): the header's mobile menu opens and closes (burger, the burger
 * again as the close button, Escape) and every controller the page
 * declares mounts. Served through Playwright's routing: the page from its
 * file, the site stylesheet for the platform's URL, every other host aborted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { REAL_PAGES } from './support/site-css.ts';

const PAGES = ['01-asc-destination.html', '02-asc-keynote.html'];
const PHONE = { width: 390, height: 844 };

async function serveReal(page: Page, name: string): Promise<void> {
  const css = readFileSync(join(REAL_PAGES, 'css', 'asc2023.css'));
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) =>
      /62d5fc523adfb12df24bca0a\/150\d\/site\.css$/.test(route.request().url()) ? route.fulfill({ contentType: 'text/css', body: css }) : route.abort(),
  );
  await page.route(`**/real-pages/${name}`, (route) => route.fulfill({ contentType: 'text/html', body: readFileSync(join(REAL_PAGES, name)) }));
  await page.goto(`/real-pages/${name}`);
}

const menuOpen = (page: Page) => page.evaluate(() => document.body.classList.contains('header--menu-open'));

for (const name of PAGES) {
  test.describe(`real 7.1 page ${name}`, () => {
    test.skip(!existsSync(join(REAL_PAGES, name)), 'the real pages (../shared/real-pages/) are not beside the repository');

    test('the header menu opens and closes at a phone width: burger, burger again, Escape', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await serveReal(page, name);
      await expect(page.locator('#header')).toHaveAttribute('data-block-state', 'ready');
      const burger = page.locator('.header-burger-btn:visible');
      const firstLink = page.locator('.header-menu .header-menu-nav-item a').first();
      await expect(firstLink).toBeHidden();
      await burger.click();
      expect(await menuOpen(page)).toBe(true);
      await expect(firstLink).toBeVisible();
      await expect(firstLink).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`${name}-menu-open.png`) });
      await burger.click();
      expect(await menuOpen(page)).toBe(false);
      await burger.click();
      expect(await menuOpen(page)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await menuOpen(page)).toBe(false);
      await expect(burger).toBeFocused();
    });

    test('every controller the page declares mounts', async ({ page }) => {
      await serveReal(page, name);
      const declared = await page.locator('[data-controller]').count();
      expect(declared).toBeGreaterThan(0);
      // Those below the fold mount as they come near, or at the idle sweep.
      await expect
        .poll(
          () =>
            page
              .locator('[data-controller]')
              .evaluateAll((all) => all.map((e) => `${e.getAttribute('data-controller')}: ${e.getAttribute('data-block-state')}`)),
          { timeout: 20_000 },
        )
        .toEqual(await page.locator('[data-controller]').evaluateAll((all) => all.map((e) => `${e.getAttribute('data-controller')}: ready`)));
      // The gallery section's items are shown (the stylesheet keeps items without data-show transparent).
      const hidden = await page.locator('.gallery-grid-item:not([data-show])').count();
      expect(hidden).toBe(0);
      await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: false });
    });
  });
}
