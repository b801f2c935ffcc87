/**
 * The Brine family's phone menu (docs/behaviour/page-modules.md#classic-template): its overlay
 * toggles (the bar's menu button, the close button, the backdrop) and its folders work as the
 * template's own script made them, from the keyboard too; the page keeps its scroll position
 * while the overlay holds it; growing past the phone layout closes the menu.
 */
import { collectConsole } from './support/qa.ts';
import { expect, test, type Page } from './support/test.ts';

const PAGE = '/fixtures/platform/template-brine.html';

async function load(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready', { timeout: 15_000 });
  // The module starts at idle: the menu button is named once it has.
  await expect(page.locator('.Mobile-bar-menu')).toHaveAttribute('aria-expanded', 'false');
}

const overlay = (page: Page) => page.locator('.Mobile-overlay');
const inOverlay = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.Mobile-overlay'));

test('at 390 px the menu button opens the overlay where the visitor was, a folder opens and Back returns, Escape closes it and gives focus and place back', async ({
  page,
}) => {
  const { pageErrors } = collectConsole(page);
  await load(page, 390);
  const menuButton = page.getByRole('button', { name: 'Open Menu' });
  await expect(menuButton).toHaveAttribute('aria-controls', 'mobileOverlay');
  await expect(overlay(page)).toBeHidden();
  await page.evaluate(() => scrollTo(0, 600));

  await menuButton.click();
  await expect(page.locator('body')).toHaveClass(/\bis-mobile-overlay-active\b/);
  await expect(overlay(page)).toBeVisible();
  await expect(page.locator('.Mobile-bar-menu')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('body')).toHaveAttribute('style', /top: -600px/);
  await expect(overlay(page).getByRole('link', { name: 'About' })).toBeFocused();
  // Tab stays in the open menu.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await inOverlay(page)).toBe(true);

  const books = overlay(page).getByRole('button', { name: 'Books' });
  await expect(books).toHaveAttribute('aria-expanded', 'false');
  // Hidden with the list while its folder shows, so found by its class then.
  const folderButton = overlay(page).locator('.Mobile-overlay-nav-item--folder');
  await books.click();
  await expect(overlay(page).getByRole('link', { name: 'Novels' })).toBeVisible();
  await expect(overlay(page).getByRole('link', { name: 'About' })).toBeHidden();
  await expect(folderButton).toHaveAttribute('aria-expanded', 'true');
  await expect(overlay(page).getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(overlay(page).getByRole('link', { name: 'About' })).toBeVisible();
  await expect(books).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/\bis-mobile-overlay-active\b/);
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => scrollY)).toBe(600);
  expect(pageErrors).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('template-brine-390.png') });
});

test('at 390 px, by keyboard alone: Enter opens, the close button closes; a press on the backdrop closes, and a folder left open is closed for the next opening', async ({
  page,
}) => {
  await load(page, 390);
  const menuButton = page.getByRole('button', { name: 'Open Menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page).getByRole('link', { name: 'About' })).toBeFocused();
  await overlay(page).getByRole('button', { name: 'Close Menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(overlay(page)).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Space');
  await expect(overlay(page)).toBeVisible();
  await overlay(page).getByRole('button', { name: 'Books' }).click();
  await expect(overlay(page).getByRole('link', { name: 'Novels' })).toBeVisible();
  // The backdrop shows at the overlay's left, beside the menu.
  await page.mouse.click(20, 400);
  await expect(overlay(page)).toBeHidden();
  await menuButton.click();
  await expect(overlay(page).getByRole('link', { name: 'About' })).toBeVisible();
  await expect(overlay(page).getByRole('link', { name: 'Novels' })).toBeHidden();
});

test('at 1280 px the bar and its menu are not shown; a menu left open at 390 px closes when the page grows past the phone layout', async ({ page }) => {
  await load(page, 1280);
  await expect(page.locator('.Mobile-bar-menu')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Books', exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Open Menu' }).click();
  await expect(overlay(page)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('body')).not.toHaveClass(/\bis-mobile-overlay-active\b/);
  await expect(page.locator('.Mobile-bar-menu')).toHaveAttribute('aria-expanded', 'false');
});
