/**
 * The live request log (`?qa=1`): only there when asked, valid under the
 * strict CSP, lists the page's /api/ calls as they happen with method,
 * path, status and body, and scripts the next answer.
 */
import { readFileSync } from 'node:fs';
import { collectConsole, recordedRequests, resetQa } from './support/qa.ts';
import { expect, test } from './support/test.ts';

const PAGE = '/fixtures/blocks/accordion.csp.html';

test.beforeEach(async ({ request }) => {
  await resetQa(request);
  await request.delete('/__qa/csp-reports');
});

test('without ?qa=1 the page is served exactly as written, with no panel', async ({ page, request }) => {
  const served = await (await request.get(PAGE)).text();
  expect(served).toBe(readFileSync('fixtures/pages/blocks/accordion.csp.html', 'utf8'));
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-site-initialized', 'true');
  await expect(page.locator('.qa-panel')).toHaveCount(0);
});

test('lists each /api/ call live with method, path, status and body, and scripts the next answer', async ({ page, request }) => {
  const { messages, pageErrors } = collectConsole(page);
  await page.goto(`${PAGE}?qa=1`);
  const panel = page.getByRole('region', { name: 'QA request log' });
  await expect(panel).toBeVisible();

  await page.evaluate(() => fetch('/api/form/SaveFormSubmission', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"QA <b>x</b>"}' }));
  const row = panel.locator('.qa-panel__row', { hasText: '/api/form/SaveFormSubmission' });
  await expect(row.locator('.qa-panel__line')).toHaveText('POST /api/form/SaveFormSubmission 200');
  await expect(row.locator('.qa-panel__body-sent')).toHaveText('{"name":"QA <b>x</b>"}'); // as text, never as markup

  // Clicking a call fills the form; the next such call gets the scripted answer.
  await row.locator('.qa-panel__line').click();
  await expect(panel.getByLabel('Path')).toHaveValue('/api/form/SaveFormSubmission');
  await panel.getByLabel('Status').fill('503');
  await panel.getByLabel('Body').fill('{"error":"down for QA"}');
  await panel.getByRole('button', { name: 'Script next answer' }).click();
  await expect(panel.getByRole('status')).toHaveText('Next POST /api/form/SaveFormSubmission answers 503.');
  const status = await page.evaluate(() => fetch('/api/form/SaveFormSubmission', { method: 'POST', body: 'x=1' }).then((r) => r.status));
  expect(status).toBe(503);
  await expect(row.locator('.qa-panel__line')).toHaveText(['POST /api/form/SaveFormSubmission 200', 'POST /api/form/SaveFormSubmission 503']);
  // The runtime's own calls are there too (the census's performance settings at idle).
  await expect(panel.locator('.qa-panel__line', { hasText: '/api/1/performance/settings' })).toHaveText('GET /api/1/performance/settings 200');
  await expect(panel.locator('.qa-panel__count')).toHaveText(String(await panel.locator('.qa-panel__row').count()));
  expect((await recordedRequests(request, '/api/form/SaveFormSubmission')).map((r) => r.body)).toEqual(['{"name":"QA <b>x</b>"}', 'x=1']);

  // A body that is not JSON is refused in the panel, before the server.
  await panel.getByLabel('Body').fill('{oops');
  await panel.getByRole('button', { name: 'Script next answer' }).click();
  await expect(panel.getByRole('status')).toHaveText('The body is not JSON.');

  // Hide and show, by keyboard.
  await panel.getByRole('button', { name: 'Hide' }).press('Enter');
  await expect(panel.locator('.qa-panel__list')).toBeHidden();
  await panel.getByRole('button', { name: 'Show' }).press('Enter');
  await expect(panel.locator('.qa-panel__list')).toBeVisible();

  await page.screenshot({ path: '/tmp/shots/qa-panel.png' });
  expect(await (await request.get('/__qa/csp-reports')).json()).toEqual([]);
  expect(pageErrors).toEqual([]);
  // The one console error is Chromium's own line for the scripted 503.
  expect(messages.filter((m) => m.type == 'error' && !m.text.includes('503'))).toEqual([]);
});

test('the index with ?qa=1 shows the server log as calls arrive', async ({ page, request }) => {
  await page.goto('/?qa=1');
  const panel = page.getByRole('region', { name: 'QA request log' });
  await expect(panel.getByRole('heading')).toHaveText('API requests (server log)');
  await page.clock.install();
  await request.post('/api/census/RecordHit', { data: 'a=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  await page.clock.runFor(1000);
  await expect(panel.locator('.qa-panel__line')).toHaveText(['POST /api/census/RecordHit —']);
});
