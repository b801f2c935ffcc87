/**
 * The header block's docs give a minimal stylesheet for a page without the
 * platform's (fixtures/pages/sections/header-minimal.css, issue 41): with it
 * alone, the documented markup is a header a visitor can use at both widths.
 */
import { expect, test } from './support/test.ts';

const PAGE = '/fixtures/sections/header-minimal.html';

test('at 390 px the burger opens the menu and Escape closes it; the bar shows no navigation of its own', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-site-initialized', 'true');
  const burger = page.locator('.header-display-mobile .header-burger-btn');
  const menu = page.locator('.header-menu');
  await expect(burger).toBeVisible();
  await expect(page.locator('.header-display-mobile .header-nav')).toBeHidden();
  await expect(menu).toBeHidden();
  await burger.click();
  await expect(menu.getByRole('link', { name: 'Program' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();
});

test('at 1280 px the navigation is in the bar and no burger shows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-site-initialized', 'true');
  await expect(page.locator('.header-display-desktop').getByRole('link', { name: 'Program' })).toBeVisible();
  await expect(page.locator('.header-burger-btn:visible')).toHaveCount(0);
  await expect(page.locator('.header-menu')).toBeHidden();
});
