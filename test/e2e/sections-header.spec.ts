import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { hasSiteCss, serveSiteCss } from './support/site-css.ts';

const PAGE = '/fixtures/sections/header.html';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const open = (page: Page) => page.evaluate(() => document.body.classList.contains('header--menu-open'));
/** The burger the visitor sees at this width (the header has a desktop and a mobile copy). */
const burger = (page: Page) => page.locator('.header-burger-btn:visible');

async function load(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await serveSiteCss(page);
  await page.goto(PAGE);
  await expect(page.locator('#header')).toHaveAttribute('data-block-state', 'ready');
}

test.describe('7.1 header (data-controller="Header") at a phone width', () => {
  test.skip(!hasSiteCss(), 'the site stylesheet (../shared/real-pages/css/) is not beside the repository');

  test('the burger opens the menu, the burger (now the close button) closes it, and the state is announced', async ({ page }) => {
    await load(page, PHONE);
    const menuLink = page.locator('.header-menu').getByRole('link', { name: 'Program' });
    await expect(menuLink).toBeHidden();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(burger(page)).toHaveAccessibleName('Open Menu');

    await burger(page).click();
    expect(await open(page)).toBe(true);
    await expect(menuLink).toBeVisible();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(burger(page)).toHaveAccessibleName('Close Menu');
    await page.screenshot({ path: test.info().outputPath('header-open-phone.png') });

    await burger(page).click();
    expect(await open(page)).toBe(false);
    await expect(menuLink).toBeHidden();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard alone: Enter opens, focus moves to the first link, Tab stays in the menu, Escape closes and focus comes back', async ({ page }) => {
    await load(page, PHONE);
    await burger(page).focus();
    await page.keyboard.press('Enter');
    expect(await open(page)).toBe(true);
    await expect(page.locator('.header-menu').getByRole('link', { name: 'Home' })).toBeFocused();
    // Tab through the five links: the sixth press wraps to the burger or the first link, never the page behind.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      const active = document.activeElement!;
      return !!active.closest('.header-menu') || active.classList.contains('header-burger-btn');
    });
    expect(inside).toBe(true);

    await page.keyboard.press('Escape');
    expect(await open(page)).toBe(false);
    await expect(burger(page)).toBeFocused();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes only the menu, through the Escape stack (one press, one layer)', async ({ page }) => {
    await load(page, PHONE);
    await burger(page).click();
    // Open, and its layer on the Escape stack (the stack's chunk may still be arriving on a loaded machine).
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => open(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => open(page)).toBe(false);
    // A second Escape with nothing open does nothing to the menu.
    await page.keyboard.press('Escape');
    expect(await open(page)).toBe(false);
    await burger(page).click();
    await expect.poll(() => open(page)).toBe(true);
  });

  test('an Escape pressed with nothing open never closes the menu opened after it, however late the Escape fallbacks arrive', async ({ page }) => {
    await load(page, PHONE);
    // From here every chunk waits: the Escape fallbacks (and the idle start, where it has not run yet) arrive only after the menu has opened.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dist\/chunks\//, async (route) => {
      await gate;
      await route.continue();
    });
    await page.keyboard.press('Escape');
    await burger(page).click();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
    release();
    // The press has been handled once its fallbacks have arrived: it was pressed before the menu opened, so it is not the menu's.
    await expect(page.locator('html')).toHaveAttribute('data-site-escape', 'ignored');
    expect(await open(page)).toBe(true);
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
    // The menu's own Escape still closes it.
    await page.keyboard.press('Escape');
    await expect.poll(() => open(page)).toBe(false);
  });

  test('axe finds nothing with the menu open', async ({ page }) => {
    test.setTimeout(90_000); // axe over the site's 1.2 MB stylesheet
    await load(page, PHONE);
    await burger(page).click();
    await expect(page.locator('.header-menu').getByRole('link', { name: 'Home' })).toBeFocused();
    const results = await new AxeBuilder({ page }).include('#header').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });

  test('growing to desktop width with the menu open closes it', async ({ page }) => {
    await load(page, PHONE);
    await burger(page).click();
    expect(await open(page)).toBe(true);
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => open(page)).toBe(false);
  });
});

test.describe('7.1 header at a desktop width', () => {
  test.skip(!hasSiteCss(), 'the site stylesheet (../shared/real-pages/css/) is not beside the repository');

  test('nothing a visitor would notice: no burger shown, nav links in place, the same pixels before and after mounting', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await serveSiteCss(page);
    // The page as the server sent it, without the runtime…
    await page.route('**/dist/loader.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto(PAGE);
    const before = await page.locator('#header').screenshot();
    await page.unroute('**/dist/loader.js');
    // …and with it.
    await page.goto(PAGE);
    await expect(page.locator('#header')).toHaveAttribute('data-block-state', 'ready');
    await expect(page.locator('.header-burger-btn:visible')).toHaveCount(0);
    await expect(page.locator('.header-display-desktop').getByRole('link', { name: 'Program' })).toBeVisible();
    const after = await page.locator('#header').screenshot({ path: test.info().outputPath('header-desktop.png') });
    expect(after.equals(before)).toBe(true);
  });
});

test('a header without a mobile menu mounts and changes nothing', async ({ page }) => {
  await page.goto(PAGE);
  await page.evaluate(async () => {
    // The header as the server sent it (a clone of the live one would carry what its mount added, when it has run).
    const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
    const copy = document.importNode(served.getElementById('header')!, true);
    copy.id = 'header-copy';
    copy.querySelector('.header-menu')!.remove();
    document.body.prepend(copy); // (in view: it mounts at once, not at the idle sweep)
  });
  await expect(page.locator('#header-copy')).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('#header-copy .header-burger-btn').first()).not.toHaveAttribute('aria-expanded', /.*/);
});
