import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { builtManifest, lazyImportsIn } from './support/manifest.ts';
import { collectScriptRequests } from './support/qa.ts';
import type { TestWindow } from './support/test-window.ts';

/** The chunks the reservation widget loads only through `import()` (the owner's preview shield). */
function lazyChunksOfWidget(): string[] {
  const widget = readFileSync(new URL(`../../dist/${builtManifest().blocks['reservation']![0]!}`, import.meta.url), 'utf8');
  return lazyImportsIn(widget);
}

test('the provider script loads once; loading then loaded; wide over 850 px, standard otherwise; iframe on and overlay off; no shield', async ({ page }) => {
  const scripts = collectScriptRequests(page);
  await page.goto('/fixtures/commerce/reservation.html');
  const wide = page.locator('#block-reservation-wide');
  const narrow = page.locator('#block-reservation-narrow');
  await expect(wide).toHaveClass(/\breservation-loaded\b/);
  await expect(narrow).toHaveClass(/\breservation-loaded\b/);
  await expect(wide).not.toHaveClass(/\breservation-loading\b/);
  expect(await page.evaluate(() => (window as TestWindow).qaReservationScriptRuns)).toBe(1);
  // A visitor's first view: no preview shield, nor its chunk (docs/behaviour/images.md#image-first-view).
  const lazy = lazyChunksOfWidget();
  expect(lazy.length).toBe(1);
  expect(scripts.some((url) => lazy.some((file) => url.endsWith(`/${file}`)))).toBe(false);
  await expect(page.locator('.reservation-preview-shield')).toHaveCount(0);
  expect(JSON.parse((await wide.locator('.reservation-wrapper').getAttribute('data-qa-options'))!)).toEqual({
    restaurantId: 'rid-1001',
    iframe: true,
    overlay: false,
    theme: 'wide',
  });
  expect(JSON.parse((await narrow.locator('.reservation-wrapper').getAttribute('data-qa-options'))!)).toEqual({
    restaurantId: 'rid-1002',
    iframe: true,
    overlay: false,
    theme: 'standard',
  });
  await expect(wide.getByRole('button', { name: 'Find a Table' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/reservation.png' });

  // Narrower than 850 px: re-initialized with the standard theme (the script is not loaded again).
  await page.setViewportSize({ width: 800, height: 720 });
  await expect(wide.locator('.reservation-picker--standard')).toBeVisible();
  expect(JSON.parse((await wide.locator('.reservation-wrapper').getAttribute('data-qa-options'))!).theme).toBe('standard');
  await expect(wide.locator('.reservation-wrapper')).toHaveAttribute('data-qa-renders', '2');
  await expect(wide).toHaveClass(/\breservation-loaded\b/);
  expect(await page.evaluate(() => (window as TestWindow).qaReservationScriptRuns)).toBe(1);

  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
});

test('inside the design frame the widget is initialized with the iframe off', async ({ page }) => {
  await page.goto('/config/');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.id = 'sqs-site-frame';
    frame.style.width = '1000px';
    frame.src = '/fixtures/commerce/reservation.html';
    document.body.append(frame);
  });
  const frame = page.frameLocator('#sqs-site-frame');
  await expect(frame.locator('#block-reservation-narrow')).toHaveClass(/\breservation-loaded\b/);
  expect(JSON.parse((await frame.locator('#block-reservation-narrow .reservation-wrapper').getAttribute('data-qa-options'))!)).toMatchObject({
    iframe: false,
    overlay: false,
  });
});

test("for a signed-in owner the widget is preview only: a click shows 'Preview Only'", async ({ page }) => {
  const scripts = collectScriptRequests(page);
  await page.goto('/fixtures/commerce/reservation-owner.html');
  const block = page.locator('#block-reservation-owner');
  await expect(block).toHaveClass(/\breservation-loaded\b/);
  await expect(page).toHaveURL(/reservation-owner\.html$/);
  // The owner's page alone downloads the shield's chunk.
  expect(scripts.some((url) => url.endsWith(`/${lazyChunksOfWidget()[0]}`))).toBe(true);
  await page.screenshot({ path: '/tmp/shots/reservation-owner.png' });
  await block.locator('.reservation-picker').click({ force: true });
  const alert = page.getByRole('alertdialog', { name: 'Preview Only' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Please log out of your account in order to use the reservation block.');
  await alert.getByRole('button', { name: 'Okay' }).click();
  await expect(alert).toBeHidden();
  // By keyboard: the shield is a button named 'Preview Only'.
  await block.getByRole('button', { name: 'Preview Only' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Preview Only' })).toBeVisible();
});

/**
 * Steps a paused clock until every block that loads the provider's script
 * has started to, or has loaded it (time stands still while the script downloads, so a
 * block's limit counts only time the page lets pass).
 */
async function untilLoading(page: Page, ids: string[]): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/fixtures/commerce/reservation-failing.html');
  const started = page.locator(ids.map((id) => `#${id}:is(.reservation-loading, .reservation-loaded)`).join(', '));
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return started.count();
    })
    .toBe(ids.length);
}

test('every reservation failure is logged only and the server markup stays', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await untilLoading(page, ['block-reservation-never', 'block-reservation-reload']);
  await expect(page.locator('#block-reservation-reload .reservation-wrapper')).toHaveAttribute('data-qa-renders', '1');
  await expect(page.locator('#block-reservation-never .reservation-wrapper')).toHaveAttribute('data-qa-renders', '1');
  await page.clock.runFor(30);
  await expect(page.locator('#block-reservation-reload')).toHaveClass(/\breservation-loaded\b/);
  await expect(page.locator('#block-reservation-never')).toHaveClass(/\breservation-loading\b/);
  await page.clock.runFor(400);
  await expect.poll(() => errors.join('\n')).toContain('[site-runtime] block #block-reservation-never (reservation): the widget never rendered:');
  await expect(page.locator('#block-reservation-never')).not.toHaveClass(/reservation-load/);
  await page.setViewportSize({ width: 800, height: 720 });
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return errors.join('\n');
    })
    .toContain('[site-runtime] block #block-reservation-reload (reservation): reload failed:');
  await expect.poll(() => errors.join('\n')).toContain('[site-runtime] block #block-reservation-no-script (reservation): script load failed:');
  await expect.poll(() => errors.join('\n')).toContain('[site-runtime] block #block-reservation-no-wrapper (reservation): no wrappers');
  for (const id of ['block-reservation-no-script', 'block-reservation-no-wrapper']) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
    await expect(page.locator(`#${id}`).getByRole('link', { name: 'Reserve a table at Harbor Bistro' })).toBeVisible();
    await expect(page.locator(`#${id}`)).not.toHaveClass(/reservation-load/);
  }
  await expect(page.locator('#block-reservation-reload').getByRole('link', { name: 'Reserve a table at Harbor Bistro' })).toBeVisible();
});

test("a block's short limit fails only that block: the slow script still loads for the others", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // The provider's script is held until the 400 ms block has given up.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/fixtures/commerce/providers/reservation.js', async (route) => {
    await held;
    await route.continue();
  });
  await untilLoading(page, ['block-reservation-never', 'block-reservation-reload']);
  await page.clock.runFor(400);
  await expect.poll(() => errors.join('\n')).toContain('[site-runtime] block #block-reservation-never (reservation): script load failed: Error: script');
  expect(errors.join('\n')).toContain('timed out after 400 ms');
  release();
  await expect(page.locator('#block-reservation-reload .reservation-wrapper')).toHaveAttribute('data-qa-renders', '1');
  await page.clock.runFor(30);
  await expect(page.locator('#block-reservation-reload')).toHaveClass(/\breservation-loaded\b/);
  await expect(page.locator('#block-reservation-reload').getByRole('form', { name: 'Find a table at the restaurant' })).toBeVisible();
  expect(errors.join('\n')).not.toContain('#block-reservation-reload');
  await expect(page.locator('#block-reservation-never').getByRole('link', { name: 'Reserve a table at Harbor Bistro' })).toBeVisible();
});
