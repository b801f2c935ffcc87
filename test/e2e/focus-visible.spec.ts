/**
 * The platform's focus-visible marker (docs/behaviour/header.md#focus-visible):
 * keyboard focus on any control, the runtime's own included, gets
 * `data-focus-visible-added` and `focus-visible`; focus a pointer press gave
 * does not, so a site rule hiding the outline of unmarked focus hides only that.
 */
import { expect, test, type Locator, type Page } from './support/test.ts';
import { serveSiteCss } from './support/site-css.ts';

const HEADER_PAGE = '/fixtures/sections/header-folders.html';
const GALLERY_PAGE = '/fixtures/gallery/ken-burns.html';

const servicesReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
const marked = async (target: Locator) =>
  target.evaluate((element) => `${element.hasAttribute('data-focus-visible-added')} ${element.classList.contains('focus-visible')}`);
const activeLabel = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.replace(/\s+/g, ' ').trim() ?? '');

test.describe('focus-visible marker on the header at a phone width', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await serveSiteCss(page, 'kalaby-1504.css');
    await page.goto(HEADER_PAGE);
    await expect(page.locator('#header')).toHaveAttribute('data-block-state', 'ready');
    await servicesReady(page);
  });

  test('keyboard: the burger reached by Tab, and the menu link the runtime focuses after Enter, carry the marker', async ({ page }) => {
    await expect(page.locator('html')).toHaveAttribute('data-js-focus-visible', '');
    const burger = page.locator('.header-burger-btn:visible');
    for (let i = 0; i < 8 && !(await burger.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(burger).toBeFocused();
    expect(await marked(burger)).toBe('true true');

    await page.keyboard.press('Enter');
    const home = page.locator('.header-menu').getByRole('link', { name: 'Home', exact: true });
    await expect(home).toBeFocused();
    expect(await marked(home)).toBe('true true');
    // Blur takes the marker away.
    expect(await marked(burger)).toBe('false false');
    await page.keyboard.press('Escape');
    await expect(burger).toBeFocused();
    expect(await marked(burger)).toBe('true true');
  });

  test('pointer: the burger pressed and the link focused for it carry no marker; the next Tab marks again', async ({ page }) => {
    const burger = page.locator('.header-burger-btn:visible');
    await burger.click();
    const home = page.locator('.header-menu').getByRole('link', { name: 'Home', exact: true });
    await expect(home).toBeFocused();
    expect(await marked(home)).toBe('false false');
    await burger.click();
    await expect(burger).toBeFocused();
    expect(await marked(burger)).toBe('false false');

    await page.keyboard.press('Shift+Tab');
    expect(await activeLabel(page)).not.toBe('');
    expect(await page.evaluate(() => document.activeElement!.hasAttribute('data-focus-visible-added'))).toBe(true);
  });
});

test('a site rule hiding unmarked focus hides it for the pointer only: the runtime gallery arrow shows its outline by keyboard', async ({ page }) => {
  await page.goto(GALLERY_PAGE);
  await expect(page.locator('#block-ken-burns')).toHaveAttribute('data-block-state', 'ready');
  await servicesReady(page);
  // The rule as the site stylesheets write it (../shared/real-pages/css/kalaby-1504.css among them).
  await page.addStyleTag({
    content:
      '.sqs-gallery-controls .previous:focus:not([data-focus-visible-added]),.sqs-gallery-controls .next:focus:not([data-focus-visible-added]){outline:none}',
  });
  const gallery = page.locator('#block-ken-burns');
  const previous = gallery.locator('.sqs-gallery-control.previous');
  const next = gallery.locator('.sqs-gallery-control.next');
  const outline = (target: Locator) => target.evaluate((element) => getComputedStyle(element).outlineStyle);

  await next.click();
  await expect(next).toBeFocused();
  expect(await marked(next)).toBe('false false');
  expect(await outline(next)).toBe('none');
  await page.keyboard.press('Shift+Tab');
  await expect(previous).toBeFocused();
  expect(await marked(previous)).toBe('true true');
  expect(await outline(previous)).toBe('solid');
});
