import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { hasSiteCss, serveSiteCss } from './support/site-css.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function load(page: Page, design: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await serveSiteCss(page);
  await page.goto(`/fixtures/sections/gallery-${design}.html`);
  await expect(page.locator('[data-controller^="Gallery"]')).toHaveAttribute('data-block-state', 'ready');
}

/** The alt text of the slide shown (active, visible, not inert), and how many are reachable. */
const shown = (page: Page, item: string) =>
  page.locator(item).evaluateAll((items) => {
    const visible = items.filter((i) => (i as HTMLElement).checkVisibility() && !(i as HTMLElement).inert && i.getAttribute('data-active') === 'true');
    return visible.map((i) => i.querySelector('img')!.alt);
  });

test.describe('7.1 moving gallery sections (WAI-ARIA carousel)', () => {
  test.skip(!hasSiteCss(), 'the site stylesheet (../shared/real-pages/css/) is not beside the repository');

  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`slideshow, ${name}: one slide shown, named controls move it with mouse and keyboard, looping`, async ({ page }) => {
      await load(page, 'slideshow', size);
      const gallery = page.getByRole('region', { name: 'Gallery' });
      await expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');
      await expect.poll(() => shown(page, '.gallery-slideshow-item')).toEqual(['Harbour at dawn']);
      await expect(page.locator('.gallery-slideshow-item').first()).toHaveAttribute('aria-label', '1 of 5');
      await expect(page.locator('.gallery-slideshow-item').first()).toHaveAttribute('data-in', 'true');
      await page.screenshot({ path: test.info().outputPath(`gallery-slideshow-${name}.png`) });
      await page.getByRole('button', { name: 'Next slide' }).click();
      await expect.poll(() => shown(page, '.gallery-slideshow-item')).toEqual(['Lecture hall']);
      await page.getByRole('button', { name: 'Previous slide' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect.poll(() => shown(page, '.gallery-slideshow-item')).toEqual(['Coastal walk']);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => shown(page, '.gallery-slideshow-item')).toEqual(['Harbour at dawn']);
      // Only the shown slide is in the accessibility tree and the tab order.
      expect(await page.locator('.gallery-slideshow-item[aria-hidden="true"][inert]').count()).toBe(4);
    });
  }

  test('slideshow passes axe at a phone width', async ({ page }) => {
    test.setTimeout(90_000); // axe over the site's 1.2 MB stylesheet
    await load(page, 'slideshow', PHONE);
    await expect.poll(() => shown(page, '.gallery-slideshow-item')).toEqual(['Harbour at dawn']);
    const results = await new AxeBuilder({ page }).include('.gallery-slideshow').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('full-screen slideshow: rotates every 4 s, held while hovered or focused, stopped by its button; bullets jump', async ({ page }) => {
    await page.clock.install();
    await load(page, 'fullscreen-slideshow', DESKTOP);
    const item = '.gallery-fullscreen-slideshow-item';
    await expect.poll(() => shown(page, item)).toEqual(['Harbour at dawn']);
    await expect(page.locator('.gallery-fullscreen-slideshow-list')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(4_100);
    await expect.poll(() => shown(page, item)).toEqual(['Lecture hall']);
    await page.screenshot({ path: test.info().outputPath('gallery-fullscreen-desktop.png') });
    // Hovered: held.
    await page.locator('.gallery-fullscreen-slideshow-list').hover();
    await page.clock.runFor(9_000);
    expect(await shown(page, item)).toEqual(['Lecture hall']);
    // Left: the next slide 1 s later (as the gallery block's autoplay resumes).
    await page.mouse.move(5, 5);
    await page.clock.runFor(1_100);
    await expect.poll(() => shown(page, item)).toEqual(['Campus lawn']);
    // Focus inside: held, and slide changes are announced.
    const stop = page.getByRole('button', { name: 'Stop slide rotation' });
    await stop.focus();
    await expect(page.locator('.gallery-fullscreen-slideshow-list')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(9_000);
    expect(await shown(page, item)).toEqual(['Campus lawn']);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Start slide rotation' })).toBeFocused();
    await page.getByRole('button', { name: 'Slide 5' }).click();
    await expect.poll(() => shown(page, item)).toEqual(['Coastal walk']);
    await expect(page.getByRole('button', { name: 'Slide 5' })).toHaveAttribute('aria-current', 'true');
    // Stopped: no rotation even once focus and pointer have left.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.clock.runFor(20_000);
    expect(await shown(page, item)).toEqual(['Coastal walk']);
  });

  test('full-screen slideshow with reduced motion: never rotates, no rotation button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await load(page, 'fullscreen-slideshow', PHONE);
    await expect.poll(() => shown(page, '.gallery-fullscreen-slideshow-item')).toEqual(['Harbour at dawn']);
    await page.clock.runFor(20_000);
    expect(await shown(page, '.gallery-fullscreen-slideshow-item')).toEqual(['Harbour at dawn']);
    await expect(page.getByRole('button', { name: /slide rotation/ })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('gallery-fullscreen-phone.png') });
  });

  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`reel, ${name}: the items in one row at their ratios, the shown one centred; the arrows move it`, async ({ page }) => {
      await load(page, 'reel', size);
      const centred = () =>
        page.evaluate(() => {
          const list = document.querySelector('.gallery-reel-list')!.getBoundingClientRect();
          const active = document.querySelector('.gallery-reel-item[data-active="true"]');
          if (!active) return null;
          const r = active.getBoundingClientRect();
          return { alt: active.querySelector('img')!.alt, off: Math.round(r.left + r.width / 2 - (list.left + list.width / 2)) || 0 };
        });
      await expect.poll(centred).toEqual({ alt: 'Harbour at dawn', off: 0 });
      const boxes = await page.locator('.gallery-reel-item').evaluateAll((items) => items.map((i) => i.getBoundingClientRect().toJSON() as DOMRect));
      expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
      expect(Math.round((boxes[1]!.width / boxes[1]!.height) * 100) / 100).toBe(0.75);
      expect(Math.round(boxes[1]!.left - boxes[0]!.right)).toBe(20);
      await page.screenshot({ path: test.info().outputPath(`gallery-reel-${name}.png`) });
      await page.getByRole('button', { name: 'Next slide' }).click();
      await expect.poll(centred).toEqual({ alt: 'Lecture hall', off: 0 });
    });
  }

  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`strips, ${name}: justified rows 12 px apart, each row as wide as the gallery; Enter opens the lightbox`, async ({ page }) => {
      await load(page, 'strips', size);
      const rows = () =>
        page.evaluate(() => {
          const wrapper = document.querySelector('.gallery-strips-wrapper')!.getBoundingClientRect();
          const byTop = new Map<number, DOMRect[]>();
          for (const item of document.querySelectorAll('.gallery-strips-item')) {
            const r = item.getBoundingClientRect();
            byTop.set(Math.round(r.top), [...(byTop.get(Math.round(r.top)) ?? []), r]);
          }
          return [...byTop.values()].map((row) => ({
            count: row.length,
            heights: new Set(row.map((r) => Math.round(r.height))).size,
            right: Math.round(wrapper.right - row.at(-1)!.right),
            gap: row.length > 1 ? Math.round(row[1]!.left - row[0]!.right) : 12,
          }));
        });
      await expect.poll(async () => (await rows())[0]!.count).toBeGreaterThanOrEqual(2);
      const laid = await rows();
      expect(laid.reduce((n, row) => n + row.count, 0)).toBe(6);
      // Rows, not a stack: the stylesheet alone puts every image in a row of its own.
      expect(laid[0]!.count).toBeGreaterThanOrEqual(2);
      for (const row of laid.slice(0, -1)) {
        expect([row.heights, row.gap]).toEqual([1, 12]);
        expect(Math.abs(row.right)).toBeLessThanOrEqual(1);
      }
      await page.screenshot({ path: test.info().outputPath(`gallery-strips-${name}.png`), fullPage: true });
      await page.getByRole('link', { name: 'Open Campus lawn in the lightbox' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
    });
  }
});
