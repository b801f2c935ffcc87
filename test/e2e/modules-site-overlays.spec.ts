/** The overlays manager (docs/behaviour/page-modules.md#site-overlays): badge, mobile information bar, licensed-assets bar. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
}

test('the badge: black, a link in a new window, axe clean', async ({ page }) => {
  await open(page, '/fixtures/modules/site-badge.html');
  const badge = page.getByRole('link', { name: 'Made with Squarespace' });
  await expect(badge).toHaveClass('sqs-site-badge sqs-site-badge--black');
  await expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
  await page.screenshot({ path: '/tmp/shots/site-badge.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('the badge: white', async ({ page }) => {
  await open(page, '/fixtures/modules/site-badge-white.html');
  await expect(page.locator('.sqs-site-badge')).toHaveClass(/sqs-site-badge--white/);
});

for (const [what, path] of [
  ['on template 7.1', 'site-badge-7-1.html'],
  ['with badge type none', 'site-badge-none.html'],
]) {
  test(`no badge ${what}`, async ({ page }) => {
    await open(page, `/fixtures/modules/${path}`);
    await expect(page.locator('.sqs-site-overlays')).toHaveCount(0);
  });
}

test('the licensed-assets bar when preview licensed images exist', async ({ page }) => {
  await open(page, '/fixtures/modules/licensed-assets.html');
  await expect(page.getByRole('status')).toHaveText('This site shows preview images that are not licensed yet. License them before publishing.');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('no information bar on desktop', async ({ page }) => {
  await open(page, '/fixtures/modules/mobile-info-bar.html');
  await expect(page.locator('.sqs-mobile-info-bar')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 760 }, isMobile: true, hasTouch: true });

  test('the dark information bar with email, call and location, axe clean', async ({ page }) => {
    await open(page, '/fixtures/modules/mobile-info-bar.html');
    const bar = page.getByRole('navigation', { name: 'Contact' });
    await expect(bar).toHaveClass(/sqs-mobile-info-bar--dark/);
    await expect(bar.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:hello@example.com');
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+15550102030');
    await expect(bar.getByRole('link', { name: 'Location' })).toHaveAttribute('href', 'https://maps.google.com/maps?q=Fern%20%26%20Field%2C%201%20Main%20St');
    await page.screenshot({ path: '/tmp/shots/mobile-info-bar.png' });
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('the light information bar', async ({ page }) => {
    await open(page, '/fixtures/modules/mobile-info-bar-light.html');
    await expect(page.locator('.sqs-mobile-info-bar')).toHaveClass(/sqs-mobile-info-bar--light/);
  });

  test('no information bar with style none', async ({ page }) => {
    await open(page, '/fixtures/modules/mobile-info-bar-none.html');
    await expect(page.locator('.sqs-site-overlays')).toHaveCount(0);
  });
});

test.describe('on a tablet wider than 1024 px', () => {
  test.use({ viewport: { width: 1100, height: 800 }, isMobile: true, hasTouch: true });
  test('no information bar', async ({ page }) => {
    await open(page, '/fixtures/modules/mobile-info-bar.html');
    await expect(page.locator('.sqs-mobile-info-bar')).toHaveCount(0);
  });
});
