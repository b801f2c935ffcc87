/**
 * The 7.0 templates' page module (issue 35, docs/behaviour/page-modules.md#classic-template):
 * the header's navigation is positioned (shown in the header at a desktop
 * width, the overlay menu when the links would wrap), the phone menu's toggle
 * works from the keyboard, the parts the server marks `tmpl-loading` are
 * finished, and the module is never loaded on a page without that markup.
 * The module's visitor probes run here on the fixture.
 */
import { probes } from '../../modules/classic-template/test/probe.ts';
import { probes as pageImageProbes } from '../../modules/page-images/test/probe.ts';
import { collectConsole } from './support/qa.ts';
import { expect, test, type Page } from './support/test.ts';

const PAGE = '/fixtures/platform/template-70.html';
const servicesReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready', { timeout: 15_000 });

async function load(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(PAGE);
  await servicesReady(page);
}

/** Runs every probe of the module that applies at `width` on each element it matches. */
async function runProbes(page: Page, width: number) {
  for (const probe of probes.filter((p) => !p.widths || p.widths.includes(width))) {
    const targets = page.locator(probe.selector);
    const count = Math.min(await targets.count(), probe.limit ?? 3);
    expect(count, `${probe.feature}: no element on the fixture`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await probe.run({ page, target: targets.nth(i), width });
  }
}

test('at 1280 px the header navigation is shown in the header, the parts leave tmpl-loading, and the probes pass', async ({ page }) => {
  const { pageErrors } = collectConsole(page);
  await load(page, 1280);
  const nav = page.locator('#headerNav');
  await expect(nav).toHaveClass('positioned tmpl-loaded');
  await expect(nav).toHaveCSS('opacity', '1');
  await expect(nav).toHaveCSS('position', 'static');
  await expect(page.getByRole('link', { name: 'Materials' })).toBeVisible();
  await expect(page.locator('body')).not.toHaveClass(/always-use-overlay-nav/);
  await expect(page.locator('#logoImage')).toHaveClass('logo-image tmpl-loaded');
  await expect(page.locator('#index-gallery')).toHaveClass('index-gallery tmpl-loaded');
  await expect(page.locator('#index-gallery')).toHaveCSS('opacity', '1');
  await runProbes(page, 1280);
  expect(pageErrors).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('template-70-1280.png') });
});

test('links that would wrap onto a second row give the overlay menu instead, and growing the page brings them back', async ({ page }) => {
  await load(page, 660);
  await expect(page.locator('body')).toHaveClass(/\balways-use-overlay-nav\b/);
  await expect(page.locator('#headerNav')).toHaveClass(/\bpositioned\b/);
  await expect(page.locator('label.mobile-nav-toggle-label')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('body')).not.toHaveClass(/always-use-overlay-nav/);
  await expect(page.getByRole('link', { name: 'Materials' })).toBeVisible();
});

test('at 390 px the phone menu opens and closes by pointer and by keyboard, focus goes in and comes back', async ({ page }) => {
  await load(page, 390);
  const toggle = page.getByRole('button', { name: 'Open Menu' });
  const menu = page.locator('#overlayNav');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAttribute('aria-controls', 'overlayNav');
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'About' })).toBeFocused();
  // Tab stays among the menu's links and the toggle.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('#overlayNav') || document.activeElement?.matches('.mobile-nav-toggle-label'))).toBe(true);
  await page.getByRole('button', { name: 'Close Menu' }).click();
  await expect(menu).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'About' })).toBeFocused();
  // A folder in the menu opens its sub-menu from the keyboard.
  const folder = menu.getByRole('button', { name: 'Workshop' });
  await expect(folder).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  await expect(folder).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(folder).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Tools' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await runProbes(page, 390);
  await page.screenshot({ path: test.info().outputPath('template-70-390.png') });
});

test('a page without 7.0 template markup never loads the module', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => request.url().includes('/dist/chunks/') && chunks.push(request.url()));
  await page.goto('/fixtures/platform/page-images.html');
  await servicesReady(page);
  await expect(page.locator('#banner-image')).toHaveAttribute('src', /format=/);
  expect(chunks.filter((url) => /site-classic-template-/.test(url))).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`at ${width} px the .content-fill banner (1919 × 1080 in its box) is cropped to its box and nothing overflows sideways`, async ({ page }) => {
    await load(page, width);
    const banner = page.locator('#banner-image');
    await expect(banner).toHaveClass(/\bloaded\b/);
    const seen = await page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('#banner-image')!;
      const box = document.querySelector('#thumbnail')!.getBoundingClientRect();
      const own = img.getBoundingClientRect();
      return {
        natural: img.naturalWidth,
        own: [own.width, own.height],
        box: [box.width, box.height],
        scroll: document.scrollingElement!.scrollWidth,
        view: innerWidth,
      };
    });
    expect(seen.natural).toBeGreaterThan(width);
    expect(seen.own).toEqual(seen.box);
    expect(seen.box).toEqual([width, 399]);
    expect(seen.scroll).toBeLessThanOrEqual(seen.view);
    await expect(banner).toHaveCSS('object-fit', 'cover');
    await expect(banner).toHaveCSS('object-position', '25% 75%');
    for (const probe of pageImageProbes) await probe.run({ page, target: banner, width });
  });
}
