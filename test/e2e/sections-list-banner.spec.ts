import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { hasSiteCss, serveSiteCss } from './support/site-css.ts';
import { shownTitles } from './support/shown-slides.ts';

const PAGE = '/fixtures/sections/list-banner-slideshow.html';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The titles of the slides a visitor sees (inside the holder's box, not inert). */
const shown = (page: Page) => shownTitles(page, '.user-items-list-banner-slideshow .slideshow-holder', '.user-items-list-banner-slideshow .slide');

async function load(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await serveSiteCss(page);
  await page.goto(PAGE);
  await expect(page.locator('.user-items-list-banner-slideshow')).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('.user-items-list-banner-slideshow .slides')).toHaveClass(/\bslides--initialized\b/);
}

test.describe('7.1 list banner slideshow (data-controller="UserItemsListBannerSlideshow")', () => {
  test.skip(!hasSiteCss(), 'the site stylesheet (../shared/real-pages/css/) is not beside the repository');

  test('desktop: one banner in view; the side arrows move it and it loops both ways (infinite)', async ({ page }) => {
    await load(page, DESKTOP);
    expect(await shown(page)).toEqual(['Opening night']);
    const previous = page.locator('.user-items-list-banner-slideshow__arrow-button--left');
    const next = page.locator('.user-items-list-banner-slideshow__arrow-button--right');
    // Looping: neither arrow is ever hidden.
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    await page.screenshot({ path: test.info().outputPath('list-banner-desktop.png') });
    await next.click();
    await expect.poll(() => shown(page)).toEqual(['Harbour walks']);
    await next.click();
    await next.click();
    await expect.poll(() => shown(page)).toEqual(['Opening night']);
    await previous.click();
    await expect.poll(() => shown(page)).toEqual(['Poster prizes']);
    await expect(previous).not.toHaveClass(/arrow-button--hidden/);
  });

  test("phone, keyboard alone: the mobile arrows with Enter, the arrow keys; Tab reaches only the shown banner's button; axe clean", async ({ page }) => {
    test.setTimeout(90_000); // axe over the site's 1.2 MB stylesheet
    await load(page, PHONE);
    expect(await shown(page)).toEqual(['Opening night']);
    await page.locator('.mobile-arrow-button--right').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shown(page)).toEqual(['Harbour walks']);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shown(page)).toEqual(['Poster prizes']);
    const reachable = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.list-item-content__button')].filter((a) => !a.closest('[inert]')).map((a) => a.textContent!.trim()),
    );
    expect(reachable).toEqual(['How to enter']);
    await page.screenshot({ path: test.info().outputPath('list-banner-phone.png') });
    // The banner's button colours are the site's palette (white on its light accent, 2.48:1), not the runtime's: left out.
    const results = await new AxeBuilder({ page }).include('.user-items-list-banner-slideshow').exclude('.list-item-content__button').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
