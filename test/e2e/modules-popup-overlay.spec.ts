/** The popup overlay page module (docs/behaviour/popup-overlay.md#popup-overlay): every display rule and interaction. */
import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { recordedRequests } from './support/qa.ts';
import { probes as popupProbes } from '../../modules/popup-overlay/test/probe.ts';

const RECORD_KEY = 'ss-popup-overlay';
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 10);

/** Opens a fixture and waits for the overlay's decision (the root's data-popup-overlay), past the wait for its code. */
async function open(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-popup-overlay', /^(?!waiting-for-code$)./);
  return page.locator('html').getAttribute('data-popup-overlay');
}

/** The overlay's own chunk (modules/popup-overlay/show.ts), which only a visit that shows it downloads. */
const overlayChunk = () =>
  readdirSync(new URL('../../dist/chunks/', import.meta.url)).find((file) =>
    /as showPopupOverlay\}/.test(readFileSync(new URL(`../../dist/chunks/${file}`, import.meta.url), 'utf8')),
  )!;

/** The runtime's chunk files the page has asked for so far. */
function chunkRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/chunks/')) files.push(path.slice('/dist/chunks/'.length));
  });
  return files;
}

/** Stores a local record before the page's scripts run. */
async function withRecord(page: Page, record: unknown): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [RECORD_KEY, JSON.stringify(record)]);
}

const readRecord = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), RECORD_KEY);

test('a first visit: a modal dialog, focus on the email field and trapped, axe clean, census overlay and button-render (context 2)', async ({
  page,
  request,
}) => {
  expect(await open(page, '/fixtures/modules/popup-overlay.html')).toBe('show');
  const dialog = page.getByRole('dialog', { name: 'Join our list' });
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel('Email Address')).toBeFocused();
  // The page behind is inert: Tab never reaches its content.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement!.closest('main') === null)).toBe(true);
  }
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  await page.screenshot({ path: '/tmp/shots/popup-overlay.png' });
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  await expect.poll(async () => (await recordedRequests(request, '/api/census/overlay')).length).toBe(1);
  expect((await recordedRequests(request, '/api/census/overlay'))[0]!.form).toMatchObject({ event: 'show', version: '3' });
  await expect.poll(async () => (await recordedRequests(request, '/api/census/button-render')).length).toBe(1);
  expect((await recordedRequests(request, '/api/census/button-render'))[0]!.form).toMatchObject({
    buttonText: 'Shop the sale',
    context: '2',
    id: 'popup-overlay',
  });
});

test('Escape closes it, focus goes back, the record is written; the next visit within 7 days shows nothing, and downloads only the rules', async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  const chunks = chunkRequests(page);
  expect(await open(page, '/fixtures/modules/popup-overlay.html')).toBe('show');
  expect(chunks).toContain(overlayChunk());
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await readRecord(page)).toEqual({ version: 3, submitted: false, closedDate: NOW });
  // The Escape was the overlay's: it never reached the page's Escape fallbacks.
  expect(await page.evaluate(() => document.documentElement.dataset.siteEscape)).toBe('ignored');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  chunks.splice(0);
  expect(await open(page, '/fixtures/modules/popup-overlay.html')).toBe('closed-recently');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(chunks.some((file) => file.startsWith('site-popup-overlay-'))).toBe(true);
  expect(chunks).not.toContain(overlayChunk());
});

test('the close button and a press outside close it too', async ({ page }) => {
  await open(page, '/fixtures/modules/popup-overlay.html');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.evaluate((key) => localStorage.removeItem(key), RECORD_KEY);
  await open(page, '/fixtures/modules/popup-overlay.html');
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('shown again once displayFrequency days have passed since closing', async ({ page }) => {
  await page.clock.install({ time: NOW });
  await withRecord(page, { version: 3, submitted: false, closedDate: NOW - 7 * DAY });
  expect(await open(page, '/fixtures/modules/popup-overlay.html')).toBe('show');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('shown again when the settings version is newer than the stored one', async ({ page }) => {
  await withRecord(page, { version: 2, submitted: false, closedDate: Date.now() });
  expect(await open(page, '/fixtures/modules/popup-overlay.html')).toBe('show');
});

test('signing up goes through the form engine as an overlay form; never shown again (showUntilSignup)', async ({ page, request }) => {
  await open(page, '/fixtures/modules/popup-overlay.html');
  await page.getByLabel('Email Address').fill('bad');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email is not valid. Email addresses should follow the format name@example.com.');
  await page.getByLabel('Email Address').fill('ada@example.com');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Thank you! Check your inbox.')).toBeFocused();
  const [save] = await recordedRequests(request, '/api/form/SaveFormSubmission');
  expect(save!.form).toMatchObject({
    formId: 'popup-newsletter',
    collectionId: 'col-popup',
    objectName: 'popup-overlay',
    isOverlayForm: 'true',
    submitButtonText: 'Sign Up',
  });
  expect(JSON.parse(save!.form!.form!)).toEqual({ email: 'ada@example.com' });
  expect(await readRecord(page)).toMatchObject({ version: 3, submitted: true });
  await page.keyboard.press('Escape');
  await page.evaluate((key) => {
    // Even a newer version stays away after a sign-up.
    const record = JSON.parse(localStorage.getItem(key)!);
    localStorage.setItem(key, JSON.stringify({ ...record, version: 1 }));
  }, RECORD_KEY);
  expect(await open(page, '/fixtures/modules/popup-overlay.html')).toBe('signed-up');
});

test('the button is tracked (button-click, context 2) before it navigates', async ({ page, request }) => {
  await open(page, '/fixtures/modules/popup-overlay.html');
  await page.getByRole('link', { name: 'Shop the sale' }).click();
  await page.waitForURL('**/fixtures/modules/none.html');
  const [click] = await recordedRequests(request, '/api/census/button-click');
  expect(click!.form).toMatchObject({ id: 'popup-overlay', buttonText: 'Shop the sale', context: '2', newWindow: 'false' });
});

test('displayFrequency -1: once closed, never again', async ({ page }) => {
  await withRecord(page, { version: 3, submitted: false, closedDate: Date.now() - 3650 * DAY });
  expect(await open(page, '/fixtures/modules/popup-overlay-once.html')).toBe('closed-for-good');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a style neither none (1) nor show (2): nothing shows, one warning naming the field', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  expect(await open(page, '/fixtures/modules/popup-overlay-style-unknown.html')).toBe('style-unknown');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  expect(warnings.filter((text) => text.includes('websiteSettings.popupOverlaySettings.style is 3, expected 1 (none) or 2 (show)'))).toHaveLength(1);
});

test('signed up without showUntilSignup and never closed: not shown again, as no closing date starts the displayFrequency count', async ({ page }) => {
  await page.clock.install({ time: NOW });
  await withRecord(page, { version: 3, submitted: true });
  expect(await open(page, '/fixtures/modules/popup-overlay-once.html')).toBe('not-closed');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('style none (1): the module is never downloaded, nothing shows (docs/behaviour/page-modules.md#page-module-context)', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/fixtures/modules/popup-overlay-style-none.html');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  await expect(page.locator('html')).not.toHaveAttribute('data-popup-overlay', /.*/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(urls.filter((url) => url.includes('/site-popup-overlay-'))).toEqual([]);
});

for (const [what, path, decision] of [
  ['a splash page', '/fixtures/modules/popup-overlay-splash.html', 'page-type'],
  ['a lock screen', '/fixtures/modules/popup-overlay-lock-screen.html', 'page-type'],
  ['screenshot mode', '/fixtures/modules/popup-overlay.html?screenshot=1', 'screenshot'],
] as const) {
  test(`suppressed: ${what}`, async ({ page }) => {
    expect(await open(page, path)).toBe(decision);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await readRecord(page)).toBeNull();
  });
}

test('mobile disabled: suppressed on a phone-sized viewport, shown on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await open(page, '/fixtures/modules/popup-overlay-no-mobile.html')).toBe('mobile-disabled');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await open(page, '/fixtures/modules/popup-overlay-no-mobile.html')).toBe('show');
});

test.describe('display rules (docs/behaviour/popup-overlay.md#popup-display-rules)', () => {
  test('showOnTimer with timerDelay 10000: not shown at 9.9 s after the page started, shown with its content at 10 s', async ({ page }) => {
    await page.clock.install({ time: NOW });
    await page.goto('/fixtures/modules/popup-overlay-timer.html');
    await expect(page.locator('html')).toHaveAttribute('data-popup-overlay', 'waiting-for-timer');
    // Paused from here: only runFor moves the page's clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const started = await page.evaluate(() => performance.now());
    expect(started).toBeLessThan(9_900);
    await page.clock.runFor(9_900 - started);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
    await page.clock.runFor(100);
    const dialog = page.getByRole('dialog', { name: 'Join our list' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('News, new arrivals and the odd discount, once a month.');
    await expect(page.getByLabel('Email Address')).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-popup-overlay', 'show');
  });

  test('showOnScroll at 50 %: not shown before half the page is scrolled, shown once it is', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/fixtures/modules/popup-overlay-scroll.html');
    await expect(page.locator('html')).toHaveAttribute('data-popup-overlay', 'waiting-for-scroll');
    const range = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    expect(range).toBeGreaterThan(800);
    await page.mouse.wheel(0, Math.floor(range * 0.4));
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(range * 0.3);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.mouse.wheel(0, Math.ceil(range * 0.2));
    await expect(page.getByRole('dialog', { name: 'Join our list' })).toBeVisible();
    // Closing gives the page back where the visitor was.
    const y = await page.evaluate(() => scrollY);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => scrollY)).toBe(y);
  });

  test("06-dbs-home's shape: style show on a 10 s timer but no content on the page: never shown, one warning naming the setting", async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
    await page.clock.install({ time: NOW });
    const chunks = chunkRequests(page);
    await page.goto('/fixtures/modules/popup-overlay-no-content.html');
    await expect(page.locator('html')).toHaveAttribute('data-popup-overlay', 'no-content');
    await page.clock.runFor(20_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Nothing to show: the overlay's own code is never asked for.
    expect(overlayChunk()).toMatch(/^chunk-\w+\.js$/);
    expect(chunks).not.toContain(overlayChunk());
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
    expect(warnings.filter((text) => text.includes('popup'))).toEqual([
      '[site-runtime] popup overlay not shown: websiteSettings.popupOverlaySettings has no title, body, form or button, and its page is not in this page',
    ]);
  });
});

test.describe('the popup probe (modules/popup-overlay/test/probe.ts) on the fixtures', () => {
  for (const [path, width] of [
    ['/fixtures/modules/popup-overlay.html', 1280],
    ['/fixtures/modules/popup-overlay.html', 390],
    ['/fixtures/modules/popup-overlay-no-content.html', 1280],
    ['/fixtures/modules/popup-overlay-timer.html', 390],
  ] as const) {
    test(`${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-popup-overlay', /^(?!waiting-for-code$)./);
      for (const probe of popupProbes) {
        const targets = page.locator(probe.selector);
        expect(await targets.count()).toBe(1);
        await probe.run({ page, target: targets.first(), width });
      }
    });
  }
});
