/**
 * Session recording after its gate: the id from getId, then the recorder
 * script (the fixtures' local stand-in) loaded with it; the automated mock
 * id skips the load; failures and hangs are logged only.
 */
import { expect, type Page, test } from './support/test.ts';
import { collectConsole, recordedRequests, respondWith } from './support/qa.ts';

const GET_ID = '/api/commerce/fullstory/getId';
const PAGE = '/fixtures/services/session-recording.html';

const cores = (page: Page, n: number) => page.addInitScript((count) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => count }), n);
const recorderRequests = (page: Page): string[] => {
  const urls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/fixtures/clients/recorder.js') && urls.push(r.url()));
  return urls;
};
const servicesReady = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.siteServices === 'ready');

test('past the gate: getId, then the recorder script with that id, then session-recording:ready', async ({ page, request }) => {
  await cores(page, 8);
  const scripts = recorderRequests(page);
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-session-recorder', 'qa-fullstory-id');
  await expect(page.locator('#recording')).toHaveText('qa-fullstory-id');
  expect(scripts).toHaveLength(1);
  expect((await recordedRequests(request, GET_ID)).map((r) => r.method)).toEqual(['GET']);
  expect(await page.evaluate(() => (window as unknown as { FS: unknown }).FS)).toEqual({ org: 'qa-fullstory-id', namespace: 'FS' });
});

test('the automated mock id skips the load', async ({ page, request }) => {
  await cores(page, 8);
  const scripts = recorderRequests(page);
  await respondWith(request, { method: 'GET', path: GET_ID, status: 200, body: 'automated-mock-id' });
  await page.goto(PAGE);
  await servicesReady(page);
  expect(await recordedRequests(request, GET_ID)).toHaveLength(1);
  expect(scripts).toEqual([]);
  await expect(page.locator('#recording')).toHaveText('none');
});

test('a failed getId is logged only: no recorder, the page carries on', async ({ page, request }) => {
  await cores(page, 8);
  const { messages, pageErrors } = collectConsole(page);
  const scripts = recorderRequests(page);
  await respondWith(request, { method: 'GET', path: GET_ID, status: 500, body: {} });
  await page.goto(PAGE);
  await servicesReady(page);
  expect(scripts).toEqual([]);
  expect(messages.filter((m) => m.type === 'error').map((m) => m.text)).toContainEqual(expect.stringContaining('[site-runtime] session recording:'));
  expect(pageErrors).toEqual([]);
  await expect(page.locator('.system-error, [role="alertdialog"]')).toHaveCount(0);
});

test('a hung getId gives up after its 10 s limit, logged only', async ({ page, request }) => {
  await cores(page, 8);
  const { messages } = collectConsole(page);
  const scripts = recorderRequests(page);
  await respondWith(request, { method: 'GET', path: GET_ID, status: 200, body: 'late-id', delayMs: 10 * 60 * 1000 });
  // The clock ticks while the page starts (the services load at idle), and is paused once the call waits.
  await page.clock.install();
  await page.goto(PAGE);
  await expect.poll(async () => (await recordedRequests(request, GET_ID)).length).toBe(1);
  // A second ahead: the clock still ticks until paused, and a loaded machine can take a while to get here.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.clock.runFor(5_000);
  expect(messages.some((m) => m.text.includes('session recording:'))).toBe(false);
  await page.clock.runFor(5_500);
  await expect.poll(() => messages.some((m) => m.type === 'error' && m.text.includes('[site-runtime] session recording:'))).toBe(true);
  expect(scripts).toEqual([]);
});
