/**
 * A folder in a 7.0 template's desktop navigation (issue 43,
 * docs/behaviour/page-modules.md#classic-template): the site stylesheet opens its
 * sub-menu on hover only, so from the keyboard its links were Tab stops
 * nobody could see (the multietch pages at 1280 px: 37 of them) and the
 * folder's button did nothing visible. The folder is a disclosure: its links
 * are out of the Tab order while it is closed, Enter or Space opens it and
 * shows the links, Tab out of it or Escape closes it (Escape puts focus
 * back on the folder's button), and a pointer's hover still opens it.
 */
import { expect, test, type Page } from './support/test.ts';

const PAGE = '/fixtures/platform/template-70.html';

async function load(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready', { timeout: 15_000 });
  await expect(page.locator('#headerNav')).toHaveClass(/\bpositioned\b/);
}

const header = (page: Page) => page.locator('#mainNavigation');

test("at 1280 px Tab passes a closed folder's hidden links by; Enter opens it, its links show and take focus in turn, Tab out closes it", async ({ page }) => {
  await load(page);
  const folder = header(page).getByRole('button', { name: 'Workshop' });
  const tools = header(page).getByRole('link', { name: 'Tools' });
  await header(page).getByRole('link', { name: 'About' }).focus();
  await page.keyboard.press('Tab');
  await expect(folder).toBeFocused();
  await expect(folder).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  await expect(header(page).getByRole('link', { name: 'Materials' })).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await expect(folder).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(folder).toHaveAttribute('aria-expanded', 'true');
  await expect(tools).toBeVisible();
  await expect(tools).toHaveCSS('opacity', '1');
  await page.keyboard.press('Tab');
  await expect(tools).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(header(page).getByRole('link', { name: 'Baths' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(header(page).getByRole('link', { name: 'Materials' })).toBeFocused();
  await expect(folder).toHaveAttribute('aria-expanded', 'false');
  await expect(tools).toBeHidden();
});

test('at 1280 px Space opens a folder and Escape inside it closes it with focus back on its button', async ({ page }) => {
  await load(page);
  const folder = header(page).getByRole('button', { name: 'Workshop' });
  await folder.focus();
  await page.keyboard.press('Space');
  await expect(folder).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(header(page).getByRole('link', { name: 'Tools' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(folder).toBeFocused();
  await expect(folder).toHaveAttribute('aria-expanded', 'false');
  await expect(header(page).getByRole('link', { name: 'Tools' })).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(header(page).getByRole('link', { name: 'Materials' })).toBeFocused();
});

test('at 1280 px a pointer hovering a folder still opens it and its links can be clicked', async ({ page }) => {
  await load(page);
  await header(page).getByRole('button', { name: 'Workshop' }).hover();
  const tools = header(page).getByRole('link', { name: 'Tools' });
  await expect(tools).toBeVisible();
  await tools.hover();
  await expect(tools).toHaveCSS('opacity', '1');
  await Promise.all([page.waitForURL('**/workshop/tools'), tools.click()]);
});

test("at 1280 px keyboard focus on the navigation's links and folders shows, though the site takes their outline off; a pointer's focus does not", async ({
  page,
}) => {
  await load(page);
  const about = header(page).getByRole('link', { name: 'About' });
  const folder = header(page).getByRole('button', { name: 'Workshop' });
  await about.focus();
  await page.keyboard.press('Tab');
  await expect(folder).toBeFocused();
  await expect(folder).toHaveCSS('outline-style', 'dotted');
  await page.keyboard.press('Shift+Tab');
  await expect(about).toHaveCSS('outline-style', 'dotted');
  await expect(about).toHaveCSS('outline-width', '2px');
  await folder.click();
  await expect(folder).toBeFocused();
  await expect(folder).toHaveCSS('outline-style', 'none');
});
