/**
 * The platform's focus-visible marker (docs/behaviour/header.md#focus-visible):
 * keyboard focus on any control, the runtime's own included, gets
 * `data-focus-visible-added` and `focus-visible`; focus a pointer press gave
 * does not, so a site rule hiding the outline of unmarked focus hides only that.
 * The marker's chunk loads with the first key press or focus on the page.
 */
import { expect, test, type Locator, type Page } from './support/test.ts';
import { serveSiteCss } from './support/site-css.ts';
import { focusMarkerFile } from './support/manifest.ts';
import { costBudget } from './support/budget.ts';
import { gzipBytesOf } from './support/qa.ts';

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
    const burger = page.locator('.header-burger-btn:visible');
    for (let i = 0; i < 8 && !(await burger.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(burger).toBeFocused();
    // The first Tab loaded the marker's chunk: the root's markers, then the burger's.
    await expect(page.locator('html')).toHaveAttribute('data-js-focus-visible', '');
    await expect(page.locator('html')).toHaveClass(/\bjs-focus-visible\b/);
    await expect.poll(() => marked(burger)).toBe('true true');

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
  // The press's focus loaded the marker's chunk, which left that focus unmarked.
  await expect(page.locator('html')).toHaveAttribute('data-js-focus-visible', '');
  expect(await marked(next)).toBe('false false');
  expect(await outline(next)).toBe('none');
  await page.keyboard.press('Shift+Tab');
  await expect(previous).toBeFocused();
  expect(await marked(previous)).toBe('true true');
  expect(await outline(previous)).toBe('solid');
});

test.describe('the marker loads with the first key or focus', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px: a visitor who only reads downloads no marker; the first Tab, before its chunk has arrived, is marked once it has`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const asked: string[] = [];
      await page.route(`**/dist/chunks/${focusMarkerFile()}`, async (route) => {
        asked.push(route.request().url());
        await held;
        await route.continue();
      });
      await page.goto(HEADER_PAGE);
      await expect(page.locator('#header')).toHaveAttribute('data-block-state', 'ready');
      await servicesReady(page);
      await page.mouse.wheel(0, 400);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(asked).toEqual([]);
      await expect(page.locator('html')).not.toHaveAttribute('data-js-focus-visible');

      await page.keyboard.press('Tab');
      await expect.poll(() => asked.length).toBe(1);
      await expect(page.locator(':focus')).toHaveCount(1);
      // The element the first Tab focused, held on to (a ':focus' locator would follow the focus).
      const first = await page.evaluateHandle(() => document.activeElement!);
      const firstMarked = () =>
        first.evaluate((element) => `${element.hasAttribute('data-focus-visible-added')} ${element.classList.contains('focus-visible')}`);
      expect(await firstMarked()).toBe('false false');
      release();
      await expect.poll(firstMarked).toBe('true true');
      await expect(page.locator('html')).toHaveAttribute('data-js-focus-visible', '');
      // From now on it listens itself: the next Tab moves the marker with the focus.
      const label = await activeLabel(page);
      await page.keyboard.press('Tab');
      await expect.poll(() => activeLabel(page)).not.toBe(label);
      expect(await marked(page.locator(':focus'))).toBe('true true');
      expect(await firstMarked()).toBe('false false');
      expect(asked).toHaveLength(1);
      // The page's first key or focus costs this one file (docs/budgets.md).
      expect(await gzipBytesOf(request, asked)).toBeLessThanOrEqual(costBudget('focus-marker-first-use'));
    });
  }
});
