import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { hasSiteCss, serveSiteCss } from './support/site-css.ts';
import { shownTitles } from './support/shown-slides.ts';

const PAGE = '/fixtures/sections/list-carousel.html';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The titles of the slides a visitor sees (inside the revealer's box, not inert). */
const shown = (page: Page) => shownTitles(page, '.user-items-list-carousel__slides-revealer', '.user-items-list-carousel__slide');

async function load(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await serveSiteCss(page);
  await page.goto(PAGE);
  await expect(page.locator('.user-items-list-carousel')).toHaveAttribute('data-block-state', 'ready');
}

test.describe('7.1 list carousel (data-controller="UserItemsListCarousel")', () => {
  test.skip(!hasSiteCss(), 'the site stylesheet (../shared/real-pages/css/) is not beside the repository');

  test('desktop: three in view, the arrows move one slide, hidden and aria-disabled at the ends', async ({ page }) => {
    await load(page, DESKTOP);
    await expect(page.locator('.user-items-list-carousel__slides')).toHaveClass(/user-items-list-carousel__slides--initialized/);
    expect(await shown(page)).toEqual(['Mara Ellison', 'Tomas Rhee', 'Aiko Brand']);
    const previous = page.locator('.user-items-list-carousel__arrow-button--left');
    const next = page.locator('.user-items-list-carousel__arrow-button--right');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).toHaveClass(/user-items-list-carousel__arrow-button--hidden/);
    await next.click();
    await expect.poll(() => shown(page)).toEqual(['Tomas Rhee', 'Aiko Brand', 'Priya Nand']);
    await next.click();
    await expect.poll(() => shown(page)).toEqual(['Aiko Brand', 'Priya Nand', 'Luis Okafor']);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await next.click({ force: true });
    await expect.poll(() => shown(page)).toEqual(['Aiko Brand', 'Priya Nand', 'Luis Okafor']);
    await page.screenshot({ path: test.info().outputPath('list-carousel-desktop.png'), fullPage: true });
    await previous.click();
    await expect.poll(() => shown(page)).toEqual(['Tomas Rhee', 'Aiko Brand', 'Priya Nand']);
  });

  test('phone: one in view; keyboard alone: the mobile arrows with Enter, arrow keys, and Tab never reaches a slide off screen', async ({ page }) => {
    test.setTimeout(90_000); // axe over the site's 1.2 MB stylesheet
    await load(page, PHONE);
    expect(await shown(page)).toEqual(['Mara Ellison']);
    const next = page.locator('.mobile-arrow-button--right');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shown(page)).toEqual(['Tomas Rhee']);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shown(page)).toEqual(['Aiko Brand']);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shown(page)).toEqual(['Tomas Rhee']);
    // The only "Read more" link Tab can reach is the shown slide's.
    const reachable = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.list-item-content__button')].filter((a) => !a.closest('[inert]')).map((a) => a.getAttribute('href')),
    );
    expect(reachable).toEqual(['/fixtures/sections/program.html#photo-2']);
    await page.screenshot({ path: test.info().outputPath('list-carousel-phone.png'), fullPage: true });
    const results = await new AxeBuilder({ page }).include('.user-items-list-carousel').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('removed from the page, it is cleaned up: every slide back where the stylesheet puts it', async ({ page }) => {
    await load(page, DESKTOP);
    await page.locator('.user-items-list-carousel__arrow-button--right').click();
    const cleaned = await page.evaluate(async () => {
      const carousel = document.querySelector('.user-items-list-carousel')!;
      const parent = carousel.parentElement!;
      carousel.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
      parent.append(carousel); // (a new mount would start at the first slide again)
      carousel.remove();
      return [...carousel.querySelectorAll<HTMLElement>('.user-items-list-carousel__slide')].map(
        (slide) => slide.style.transform + (slide.inert ? ' inert' : ''),
      );
    });
    expect(cleaned).toEqual(['', '', '', '', '']);
  });
});
