/**
 * The live request log (`?qa=1`): only there when asked, valid under the
 * strict CSP, lists the page's /api/ calls as they happen with method,
 * path, status and body, and scripts the next answer.
 */
import { readFileSync } from 'node:fs';
import { collectConsole, recordedRequests, resetQa } from './support/qa.ts';
import { expect, test, type Locator, type Page } from './support/test.ts';

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

  await page.evaluate(() =>
    fetch('/api/form/SaveFormSubmission', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"QA <b>x</b>"}' }),
  );
  const row = panel.locator('.qa-panel__row', { hasText: '/api/form/SaveFormSubmission' });
  await expect(row.locator('.qa-panel__line')).toHaveText('POST /api/form/SaveFormSubmission 200');
  await expect(row.locator('.qa-panel__body-sent')).toHaveText('{\n  "name": "QA <b>x</b>"\n}'); // indented, as text, never as markup

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
  expect(messages.filter((m) => m.type === 'error' && !m.text.includes('503'))).toEqual([]);
});

test('the index with ?qa=1 shows the server log as calls arrive', async ({ page, request }) => {
  await page.goto('/?qa=1');
  const panel = page.getByRole('region', { name: 'QA request log' });
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('API requests (server log)');
  await page.clock.install();
  await request.post('/api/census/RecordHit', { data: 'a=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  await page.clock.runFor(1000);
  await expect(panel.locator('.qa-panel__line')).toHaveText(['POST /api/census/RecordHit —']);
});

const FIXED_UI = '/fixtures/qa/fixed-ui.html?qa=1';

/** Whether a click at the middle of `target` would land on it (not on something over it). */
async function reachable(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && el.contains(hit);
  });
}

/** The panel's box and every fixed element's box do not meet. */
async function overlapsFixedUi(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const panel = document.querySelector('.qa-panel')!.getBoundingClientRect();
    const hits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el.closest('.qa-panel') || getComputedStyle(el).position !== 'fixed') continue;
      const r = el.getBoundingClientRect();
      if (r.width && r.height && r.left < panel.right && r.right > panel.left && r.top < panel.bottom && r.bottom > panel.top) hits.push(el.className);
    }
    return hits;
  });
}

for (const size of [
  { width: 1280, height: 720 },
  { width: 390, height: 740 },
]) {
  test(`the panel never covers the page's fixed UI: the bottom bar and the cookie banner take their clicks (${size.width}×${size.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto(FIXED_UI);
    const panel = page.getByRole('region', { name: 'QA request log' });
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    const bar = page.getByRole('region', { name: 'Purchase' });
    await expect(panel).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(panel).not.toHaveClass(/qa-panel--ghost/);
    // On a phone it starts folded: opened first, so both states are checked.
    if (size.width < 600) await panel.getByRole('button', { name: 'Show' }).click();
    for (const open of [true, false]) {
      expect(await overlapsFixedUi(page), `panel ${open ? 'open' : 'hidden'}`).toEqual([]);
      for (const target of [
        bar.getByRole('button', { name: 'Add to cart' }),
        bar.getByRole('button', { name: 'Buy now' }),
        banner.getByRole('button', { name: 'Decline' }),
        banner.getByRole('button', { name: 'Accept' }),
        page.getByRole('link', { name: 'Account' }),
      ]) {
        expect(await reachable(target), `${await target.textContent()} (panel ${open ? 'open' : 'hidden'})`).toBe(true);
      }
      await bar.getByRole('button', { name: 'Buy now' }).click({ timeout: 2000 });
      await expect(bar.locator('output')).toHaveText('Buy now: done');
      await bar.getByRole('button', { name: 'Add to cart' }).click({ timeout: 2000 });
      await expect(bar.locator('output')).toHaveText('Add to cart: done');
      if (open) await panel.getByRole('button', { name: 'Hide' }).click();
    }
    await page.screenshot({ path: `/tmp/qa-panel-fixed-ui-${size.width}.png` });
    await banner.getByRole('button', { name: 'Accept' }).click({ timeout: 2000 });
    await expect(banner).toHaveCount(0);
    // The banner gone, the panel opens again in the space it left, still clear of the bar.
    await panel.getByRole('button', { name: 'Show' }).click();
    await expect(panel.locator('.qa-panel__list')).toBeVisible();
    expect(await overlapsFixedUi(page)).toEqual([]);
  });
}

test('a scripted answer shows as pending (after a reload too) until a call uses it or Clear removes it', async ({ page, request }) => {
  await request.post('/__qa/respond', { data: { method: 'POST', path: '/api/form/SaveFormSubmission', status: 503, times: 2 } });
  await page.goto(`${PAGE}?qa=1`);
  const pending = page.getByRole('region', { name: 'Pending scripted answers' });
  await expect(pending.getByRole('heading')).toHaveText('Pending answers: 1');
  await expect(pending.getByRole('listitem')).toHaveText(['POST /api/form/SaveFormSubmission → 503 (next 2 calls)']);
  await page.evaluate(() => fetch('/api/form/SaveFormSubmission', { method: 'POST', body: 'x=1' }));
  await expect(pending.getByRole('listitem')).toHaveText(['POST /api/form/SaveFormSubmission → 503 (next call)']);
  await page.reload();
  await expect(pending.getByRole('listitem')).toHaveText(['POST /api/form/SaveFormSubmission → 503 (next call)']);
  await pending.getByRole('button', { name: 'Clear' }).click();
  await expect(pending.getByRole('heading')).toHaveText('Pending answers: 0');
  await expect(pending.getByRole('listitem')).toHaveCount(0);
  await expect(pending.getByRole('button', { name: 'Clear' })).toBeDisabled();
  expect(await (await request.get('/__qa/respond')).json()).toEqual([]);
  const status = await page.evaluate(() => fetch('/api/form/SaveFormSubmission', { method: 'POST', body: 'x=2' }).then((r) => r.status));
  expect(status).toBe(200);
});

test("form bodies are decoded: each field on its line, a data= field's JSON indented; the raw body a click away", async ({ page }) => {
  await page.goto(`${PAGE}?qa=1`);
  const panel = page.getByRole('region', { name: 'QA request log' });
  await page.evaluate(() =>
    fetch('/api/census/RecordEvent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ event: '1', data: JSON.stringify({ websiteId: 'w1', name: 'a b' }) }),
    }),
  );
  const row = panel.locator('.qa-panel__row', { hasText: '/api/census/RecordEvent' });
  await expect(row.locator('.qa-panel__body-sent')).toHaveText('event = 1\ndata = {\n  "websiteId": "w1",\n  "name": "a b"\n}');
  await row.getByText('As sent').click();
  await expect(row.locator('.qa-panel__raw pre')).toHaveText('event=1&data=%7B%22websiteId%22%3A%22w1%22%2C%22name%22%3A%22a+b%22%7D');
});

test('the index says how to open the panel, and /?qa=1 carries it through its links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Add ?qa=1 to any page for the request panel')).toBeVisible();
  await page.getByRole('link', { name: 'This index with ?qa=1' }).click();
  await expect(page).toHaveURL(/\/\?qa=1$/);
  await page.getByRole('link', { name: "QA panel beside a page's fixed UI (header, bottom bar, cookie banner)" }).click();
  await expect(page).toHaveURL(/\/fixtures\/qa\/fixed-ui\.html\?qa=1$/);
  await expect(page.getByRole('region', { name: 'QA request log' })).toBeVisible();
});

test('image beacons are listed with the calls: an /api/ image the page loads shows with its status', async ({ page }) => {
  await page.goto(`${PAGE}?qa=1`);
  const panel = page.getByRole('region', { name: 'QA request log' });
  await page.evaluate(() => {
    new Image().src = '/api/1/performance/settings?beacon=1';
  });
  await expect(panel.locator('.qa-panel__line', { hasText: '?beacon=1' })).toHaveText('GET /api/1/performance/settings?beacon=1 200');
});

test('a delay, an offline answer and a call the page aborted itself: scripted from the form, shown as such', async ({ page }) => {
  await page.goto(`${PAGE}?qa=1`);
  const panel = page.getByRole('region', { name: 'QA request log' });
  const pending = page.getByRole('region', { name: 'Pending scripted answers' });
  const script = async (fill: () => Promise<void>) => {
    await panel.getByLabel('Path').fill('/api/form/SaveFormSubmission');
    await fill();
    await panel.getByRole('button', { name: 'Script next answer' }).click();
  };

  await script(async () => {
    await panel.getByLabel('Status').fill('200');
    await panel.getByLabel('Delay (ms)').fill('300');
  });
  await expect(panel.getByRole('status')).toHaveText('Next POST /api/form/SaveFormSubmission answers 200 after 300 ms.');
  await expect(pending.getByRole('listitem')).toHaveText(['POST /api/form/SaveFormSubmission → 200 after 300 ms (next call)']);
  await page.evaluate(() => fetch('/api/form/SaveFormSubmission', { method: 'POST', body: 'x=1' }));

  await script(async () => {
    await panel.getByLabel('Delay (ms)').fill('0');
    await panel.getByLabel('Offline').check();
  });
  await expect(panel.getByRole('status')).toHaveText('Next POST /api/form/SaveFormSubmission answers as if offline.');
  await expect(pending.getByRole('listitem')).toHaveText(['POST /api/form/SaveFormSubmission → as if offline (next call)']);
  const offline = await page.evaluate(() =>
    fetch('/api/form/SaveFormSubmission', { method: 'POST', body: 'x=2' }).then(
      () => 'answered',
      (error: Error) => error.name,
    ),
  );
  expect(offline).toBe('TypeError');
  await panel.getByLabel('Offline').uncheck();

  await script(() => panel.getByLabel('Hang').check());
  await page.evaluate(() => {
    const abort = new AbortController();
    fetch('/api/form/SaveFormSubmission', { method: 'POST', body: 'x=3', signal: abort.signal }).catch(() => {});
    // The page's own time limit, as the data layer's.
    setTimeout(() => abort.abort(), 50);
  });
  await expect(panel.locator('.qa-panel__row', { hasText: 'SaveFormSubmission' }).locator('.qa-panel__status')).toHaveText(['200', 'failed', 'aborted']);
});

test('on a phone the panel starts folded, and opens on Show', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${PAGE}?qa=1`);
  const panel = page.getByRole('region', { name: 'QA request log' });
  await expect(panel.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.locator('.qa-panel__list')).toBeHidden();
  await panel.getByRole('button', { name: 'Show' }).click();
  await expect(panel.locator('.qa-panel__list')).toBeVisible();
});

test('usable above a page layer: with the page behind made inert and focus trapped, the panel still takes typing and scripts', async ({ page }) => {
  await page.goto(`${PAGE}?qa=1`);
  const panel = page.getByRole('region', { name: 'QA request log' });
  await expect(panel).toBeVisible();
  // What a popup does (modules/popup-overlay): every child of <body> inert, focus pulled back into the layer.
  await page.evaluate(() => {
    const layer = document.createElement('div');
    layer.innerHTML = '<button type="button">Inside the layer</button>';
    for (const child of document.body.children) child.setAttribute('inert', '');
    document.body.append(layer);
    const button = layer.querySelector('button')!;
    document.addEventListener('focusin', (event) => layer.contains(event.target as Node) || button.focus(), true);
    button.focus();
  });
  await panel.getByLabel('Path').click();
  await page.keyboard.type('/api/form/SaveFormSubmission');
  await expect(panel.getByLabel('Path')).toHaveValue('/api/form/SaveFormSubmission');
  await expect(panel.getByLabel('Path')).toBeFocused();
  await panel.getByRole('button', { name: 'Script next answer' }).click();
  await expect(panel.getByRole('status')).toHaveText('Next POST /api/form/SaveFormSubmission answers 500.');
});
