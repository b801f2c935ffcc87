/**
 * Issue 11: the map block loads the maps script once with the site's key,
 * language and region, draws the location with its defaults, applies
 * option updates 60 ms after the last, and shows an accessible static
 * fallback whenever the script cannot run (no key, offline, 30 s time-out,
 * a strict CSP). The maps script is the local stand-in.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { collectConsole } from './support/qa.ts';
import type { TestWindow } from './support/test-window.ts';

const initialized = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
const standin = async (page: Page) => (await page.evaluate(() => (window as TestWindow).__mapsStandin))!;

async function expectFallback(page: Page) {
  const block = page.locator('#block-map');
  await expect(block).toHaveAttribute('data-map-state', 'fallback');
  await expect(block.locator('address')).toHaveText('Corner Bakery12 Baker StreetNew York, NY 10007United States');
  const link = block.getByRole('link', { name: 'Open in a maps site' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Corner%20Bakery%2C%2012%20Baker%20Street%2C%20New%20York%2C%20NY%2010007%2C%20United%20States',
  );
  await expect(block).toHaveAttribute('data-block-state', 'ready');
}

test('the script loads once with the key, language and region; the map shows the location, style, labels, controls and a half-size marker', async ({
  page,
}) => {
  await page.goto('/fixtures/content/map.html');
  await initialized(page);
  const block = page.locator('#block-map');
  await expect(block).toHaveAttribute('data-map-state', 'map');
  await expect(page.locator('#block-map-default')).toHaveAttribute('data-map-state', 'map');
  const record = await standin(page);
  expect(record.loads).toBe(1);
  expect(new URL(record.scripts[0]!).search).toBe('?key=qa-maps-key&language=en&region=US');

  const canvas = page.getByRole('region', { name: 'Corner Bakery' });
  await expect(canvas).toHaveAttribute('data-standin-center', '40.7128,-74.006');
  await expect(canvas).toHaveAttribute('data-standin-zoom', '14');
  await expect(canvas).toHaveAttribute('data-standin-controls', 'true');
  const styles = JSON.parse((await canvas.getAttribute('data-standin-styles'))!);
  expect(styles).toContainEqual({ stylers: [{ saturation: -100 }] });
  expect(styles).toContainEqual({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
  const marker = canvas.locator('.maps-standin-marker');
  await expect(marker).toHaveAttribute('data-position', '40.713,-74.0062');
  await expect(marker).toHaveAttribute('width', '24');
  await expect(marker).toHaveAttribute('height', '32');
  expect(record.markers[0]!.icon.size).toEqual({ width: 48, height: 64 });
  await expect(block.locator('.map-block-fallback')).toBeHidden();

  // The default location: zoom 12, the marker at the centre.
  const fallbackCanvas = page.locator('#block-map-default .map-block-canvas');
  await expect(fallbackCanvas).toHaveAttribute('data-standin-zoom', '12');
  await expect(fallbackCanvas).toHaveAccessibleName('Map');
  const center = await fallbackCanvas.getAttribute('data-standin-center');
  await expect(fallbackCanvas.locator('.maps-standin-marker')).toHaveAttribute('data-position', center!);
});

test('option updates apply once, 60 ms after the last change', async ({ page }) => {
  await page.clock.install();
  await page.goto('/fixtures/content/map.html');
  await initialized(page);
  const block = page.locator('#block-map');
  await expect(block).toHaveAttribute('data-map-state', 'map');
  await page.clock.pauseAt(Date.now() + 5000);
  const setZoom = (zoom: number) =>
    block.evaluate((el, zoom) => {
      const data = JSON.parse(el.getAttribute('data-block-json')!);
      data.location.mapZoom = zoom;
      el.setAttribute('data-block-json', JSON.stringify(data));
    }, zoom);
  await setZoom(15);
  await page.clock.runFor(30);
  await setZoom(16);
  await page.clock.runFor(59);
  await expect(block.locator('.map-block-canvas')).toHaveAttribute('data-standin-zoom', '14');
  await page.clock.runFor(2);
  await expect(block.locator('.map-block-canvas')).toHaveAttribute('data-standin-zoom', '16');
  await expect(block).toHaveAttribute('data-map-updates', '1');
});

test('no maps key: the address and a link, and a warning naming the field; no script is requested', async ({ page }) => {
  const { messages } = collectConsole(page);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/fixtures/content/map-no-key.html');
  await initialized(page);
  await expectFallback(page);
  expect(messages.some((m) => m.type === 'warning' && m.text.includes('#block-map') && m.text.includes('website.mapsSettings.apiKey'))).toBe(true);
  expect(requested.some((url) => url.includes('maps'))).toBe(false);
});

test('a maps script that fails to load (offline) leaves the fallback', async ({ page }) => {
  const { messages } = collectConsole(page);
  await page.goto('/fixtures/content/map-offline.html');
  await initialized(page);
  await expectFallback(page);
  expect(messages.some((m) => m.type === 'error' && m.text.includes('#block-map') && m.text.includes('the maps script failed'))).toBe(true);
});

test('a maps script that is not ready within 30 s is given up; the fallback stays', async ({ page }) => {
  // Time stands still from the start and moves in 100 ms steps until the
  // block starts loading the script, so the 30 s are counted from there.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/fixtures/content/map-timeout.html');
  const block = page.locator('#block-map');
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return block.getAttribute('data-map-state');
    })
    .toBe('loading');
  await expect(block.getByRole('link', { name: 'Open in a maps site' })).toBeVisible();
  await page.clock.runFor(29_800);
  await expect(block).toHaveAttribute('data-map-state', 'loading');
  await page.clock.runFor(300);
  await expectFallback(page);
});

test('under a strict CSP the maps service is refused and the fallback shows', async ({ page }) => {
  await page.goto('/fixtures/content/map.csp.html');
  await initialized(page);
  await expectFallback(page);
});

test('linkOnClick: a click on the map or its marker opens the place in a maps site in a new tab, and a link does it for the keyboard; markerDraggable, draggable and scrollwheel reach the map', async ({
  page,
  context,
}) => {
  await page.goto('/fixtures/content/map-link.html');
  await initialized(page);
  const block = page.locator('#block-map');
  await expect(block).toHaveAttribute('data-map-state', 'map');
  const canvas = block.getByRole('region', { name: 'Corner Bakery' });
  await expect(canvas).toHaveAttribute('data-standin-draggable', 'false');
  await expect(canvas).toHaveAttribute('data-standin-scrollwheel', 'true');
  await expect(canvas.locator('.maps-standin-marker')).toHaveAttribute('data-draggable', 'true');
  const place = 'https://www.google.com/maps/search/?api=1&query=Corner%20Bakery%2C%2012%20Baker%20Street%2C%20New%20York%2C%20NY%2010007%2C%20United%20States';
  // The maps site is not reached from here: the new tab's request is answered locally.
  await context.route('https://www.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>maps</title>' }));
  const [fromMap] = await Promise.all([context.waitForEvent('page'), canvas.locator('.maps-standin-tiles').click()]);
  expect(fromMap.url()).toBe(place);
  expect(await fromMap.evaluate(() => window.opener)).toBeNull();
  await fromMap.close();
  const [fromMarker] = await Promise.all([context.waitForEvent('page'), canvas.locator('.maps-standin-marker').click()]);
  expect(fromMarker.url()).toBe(place);
  await fromMarker.close();
  // The keyboard's way: the link after the map, out of sight until focused.
  const link = block.locator('.map-block-link');
  await expect(link).toHaveAttribute('href', place);
  await link.focus();
  await expect(link).toBeVisible();
  await expect(link).toHaveText('Open in a maps site');
  await expect(link).toHaveAttribute('rel', 'noopener');

  // The defaults: the map drags, the wheel scrolls the page, the marker stays, a click opens nothing.
  const plain = page.locator('#block-map-plain .map-block-canvas');
  await expect(plain).toHaveAttribute('data-standin-draggable', 'true');
  await expect(plain).toHaveAttribute('data-standin-scrollwheel', 'false');
  await expect(plain.locator('.maps-standin-marker')).toHaveAttribute('data-draggable', 'false');
  await expect(page.locator('#block-map-plain .map-block-link')).toBeHidden();
  let opened = 0;
  context.on('page', () => (opened += 1));
  await plain.locator('.maps-standin-tiles').click();
  await plain.locator('.maps-standin-marker').click();
  expect((await standin(page)).markers.length).toBe(2);
  expect(opened).toBe(0);
});
