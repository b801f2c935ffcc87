import { expect, test } from './support/test.ts';
import { collectConsole } from './support/qa.ts';
import type { TestWindow } from './support/test-window.ts';

/** The most one round of the idle sweep loads, as docs/behaviour/blocks.md#many-blocks states it. */
const SWEEP_MOST = 100;

test('broken blocks go to error with their server markup unchanged while the good ones are ready', async ({ page, request }) => {
  const html = await (await request.get('/fixtures/blocks/broken.html')).text();
  const { messages } = collectConsole(page);
  await page.goto('/fixtures/blocks/broken.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  const broken: Record<string, string> = {
    'block-bad-json': 'field "data-block-json"',
    'block-unknown': 'unknown block type "carousel-3d"',
    'block-bad-schema': 'field "formId"',
    'block-missing-chunk': 'chunk failed to load after one retry',
    'block-throws': 'widget threw while mounting: ticker feed is unavailable',
  };
  for (const [id, text] of Object.entries(broken)) {
    const block = page.locator(`#${id}`);
    await expect(block).toHaveAttribute('data-block-state', 'error');
    // The server markup, exactly: the inner HTML as served.
    const served = html.match(new RegExp(`<div[^>]*id="${id}"[^>]*>([\\s\\S]*?)</div>`))![1]!;
    expect(await block.innerHTML()).toBe(served);
    const line = messages.find((m) => m.type === 'error' && m.text.includes(`block #${id}`));
    expect(line?.text, id).toContain(text);
  }
  // The refusal names the type and field; the value it could not read is a warning of its own.
  expect(messages.find((m) => m.type === 'error' && m.text.includes('#block-bad-schema'))!.text).toContain(
    '(type "form"), field "formId": invalid block data: required',
  );
  expect(messages.find((m) => m.type === 'warning' && m.text.includes('#block-bad-schema'))!.text).toContain(
    '(type "form"), field "formSubmitButtonText": expected text, got 7; the default is used',
  );
  // The unknown type is not logged before the page registers its types, only the real unknown one.
  expect(messages.filter((m) => m.text.includes('unknown block type'))).toHaveLength(1);
  for (const id of ['block-greeting', 'block-good-accordion', 'block-good-video']) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
  }
  await expect(page.locator('#block-greeting .greeting')).toHaveText('Hello, QA!');
  const errors = await page.evaluate(() =>
    window
      .SiteRuntime!.blocks()
      .filter((b) => b.state === 'error')
      .map((b) => b.id),
  );
  expect(errors.sort()).toEqual(Object.keys(broken).sort());
});

test('block:error fires for a failing block and a failed chunk is retried once', async ({ page }) => {
  const attempts: string[] = [];
  page.on('request', (r) => r.url().includes('missing-widget.js') && attempts.push(r.url()));
  await page.goto('/fixtures/blocks/broken.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  await expect(page.locator('#block-missing-chunk')).toHaveAttribute('data-block-state', 'error');
  // The author's importer is called twice; whether the browser fetches the failed URL again or
  // answers from its module map is the browser's (Chromium 150 answers from the map).
  expect(await page.evaluate(() => (window as unknown as { promoBannerImports: number }).promoBannerImports)).toBe(2);
  expect(attempts.length).toBeGreaterThanOrEqual(1);
  const event = await page.evaluate(
    () =>
      new Promise<{ id: string; type: string; field?: string }>((resolve) => {
        window.SiteRuntime!.bus.on('block:error', ({ id, type, field }) => resolve({ id, type, field }));
        const block = document.createElement('div');
        block.setAttribute('data-block', 'form');
        block.id = 'late-bad';
        block.setAttribute('data-block-json', '{"formName": "Late"}');
        document.querySelector('main')!.prepend(block);
      }),
  );
  expect(event).toEqual({ id: 'late-bad', type: 'form', field: 'formId' });
});

test('a loader included twice mounts each block once and warns', async ({ page }) => {
  const { messages } = collectConsole(page);
  await page.goto('/fixtures/blocks/double-include.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  await page.waitForLoadState('load');
  expect(messages.filter((m) => m.type === 'warning' && m.text.includes('loader.js ran a second time'))).toHaveLength(1);
  await expect(page.locator('#block-faq')).toHaveAttribute('data-block-state', 'ready');
  // One click toggles once: a second enhancement would toggle it back.
  const second = page.locator('#block-faq .accordion-item__click-target').nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => window.SiteRuntime!.blocks().length)).toBe(2);
});

test('blocks added later mount, removed ones unmount, a moved one stays mounted', async ({ page }) => {
  await page.goto('/fixtures/blocks/dynamic.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  await expect(page.locator('#block-counted')).toHaveAttribute('data-mounts', '1');
  await page.getByRole('button', { name: 'Add a greeting block' }).click();
  await page.getByRole('button', { name: 'Add a greeting block' }).click();
  await expect(page.locator('#block-added-2 .greeting')).toHaveText('Hello, guest 2!');
  await expect(page.locator('#block-added-1')).toHaveAttribute('data-block-state', 'ready');

  await page.getByRole('button', { name: 'Move the counted block', exact: true }).click();
  await expect(page.locator('#other-area #block-counted')).toHaveCount(1);
  // A block added after the move is the barrier: the runtime sees it after the move and mounts
  // it after anything the move set off (an unmount, a second mount) has run.
  await page.getByRole('button', { name: 'Add a greeting block' }).click();
  await expect(page.locator('#block-added-3')).toHaveAttribute('data-block-state', 'ready');
  expect(await page.evaluate(() => (window as TestWindow).cleanupCalls)).toBe(0);
  expect(await page.locator('#block-counted').getAttribute('data-mounts')).toBe('1');

  await page.getByRole('button', { name: 'Remove the counted block' }).click();
  await expect.poll(() => page.evaluate(() => (window as TestWindow).cleanupCalls)).toBe(1);
  expect(await page.evaluate(() => window.SiteRuntime!.blocks().map((b) => b.id))).not.toContain('block-counted');

  await page.getByRole('button', { name: 'Remove the last greeting' }).click();
  await expect.poll(() => page.evaluate(() => window.SiteRuntime!.blocks().map((b) => b.id))).not.toContain('block-added-3');
  expect(await page.evaluate(() => window.SiteRuntime!.blocks().map((b) => b.id))).toContain('block-added-2');
});

test('SiteRuntime.ready resolves and site:initialized has fired when the flag is set', async ({ page }) => {
  await page.goto('/fixtures/blocks/accordion.html');
  const state = await page.evaluate(async () => {
    await window.SiteRuntime!.ready;
    return { flag: document.documentElement.dataset.siteInitialized, states: window.SiteRuntime!.blocks().map((b) => b.state) };
  });
  expect(state).toEqual({ flag: 'true', states: ['ready', 'ready'] });
});

test('the platform page mounts accordions and videos from numbered blocks and leaves html, spacer and code blocks alone', async ({ page }) => {
  const { messages } = collectConsole(page);
  await page.goto('/fixtures/blocks/platform.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  const blocks = await page.evaluate(() => window.SiteRuntime!.blocks());
  expect(blocks.map((b) => `${b.type}:${b.state}`)).toEqual(['accordion:ready', 'video:ready', 'accordion:ready']);
  for (const id of ['901', '902', '903']) {
    await expect(page.locator(`#block-yui_3_17_2_1_1700000000000_${id}`)).not.toHaveAttribute('data-block-state', /.*/);
  }
  await expect(page.getByRole('button', { name: "Play video: How it's made" })).toHaveCount(0);
  await page.locator('#block-yui_3_17_2_1_1700000000000_1002 .sqs-video-overlay').click();
  await expect(page.locator('#block-yui_3_17_2_1_1700000000000_1002 iframe')).toHaveAttribute('title', "How it's made");
  // The context came from Static.SQUARESPACE_CONTEXT: no warning about a missing one.
  expect(messages.filter((m) => m.text.includes('site context'))).toEqual([]);
  expect(await page.evaluate(() => window.SiteRuntime!.context.website.id)).toBe('5f0c1a2b3c4d5e6f70818283');
});

test('the long page mounts blocks in view first, then the idle sweep the nearest 100 of the rest a round, until none is pending; a far block scrolled to mounts at once', async ({
  page,
}) => {
  // The order blocks get ready in, noted as it happens: a check of the states at one moment races the next round.
  await page.addInitScript(() => {
    const own = window as unknown as { __readyOrder: number[]; __readyAtInit?: number };
    const order: number[] = (own.__readyOrder = []);
    new MutationObserver((records) => {
      const all = [...document.querySelectorAll('[data-block-state]')];
      for (const { target } of records) {
        if ((target as Element).getAttribute('data-block-state') === 'ready') order.push(all.indexOf(target as Element));
        // How many were ready when the page was marked initialized, before any idle round could run.
        if (target === document.documentElement && own.__readyAtInit === undefined) own.__readyAtInit = order.length;
      }
    }).observe(document, { subtree: true, attributeFilter: ['data-block-state', 'data-site-initialized'] });
  });
  await page.goto('/fixtures/blocks/long-300.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  const atInit = await page.evaluate(() => window.SiteRuntime!.blocks());
  expect(atInit[0]!.state).toBe('ready');
  expect(atInit[299]!.state).toMatch(/pending|loading|ready/);
  const inView = await page.evaluate(() => (window as unknown as { __readyAtInit: number }).__readyAtInit);
  expect(inView).toBeGreaterThan(0);
  expect(inView).toBeLessThan(50);
  // Later rounds, one an idle period, until no block is pending: none stays pending forever (behaviour/blocks.md#many-blocks).
  await page.waitForFunction(() => window.SiteRuntime!.blocks().every((b) => b.state === 'ready'), null, { timeout: 20_000 });
  const order = await page.evaluate(() => (window as unknown as { __readyOrder: number[] }).__readyOrder);
  expect(new Set(order).size).toBe(300);
  // The sweep (behaviour/blocks.md#many-blocks): the view first, then the 100 nearest, in document order below the view here.
  expect(order.slice(0, inView + SWEEP_MOST).sort((a, b) => a - b)).toEqual([...Array(inView + SWEEP_MOST).keys()]);
  // The farthest is a later round's.
  expect(order.indexOf(299)).toBeGreaterThanOrEqual(inView + SWEEP_MOST);
});

test('on the long page a far block scrolled to before the sweep reaches it mounts at once', async ({ page }) => {
  // The browser is never idle here, so the sweep never reaches the far block: only scrolling to it can
  // mount it (on a loaded machine the sweep's idle rounds, each with a 2 s limit, could get there first).
  await page.addInitScript(() => (window.requestIdleCallback = () => 0));
  await page.goto('/fixtures/blocks/long-300.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  const last = page.locator('[data-block-state]').last();
  expect(await last.getAttribute('data-block-state')).toBe('pending');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-block-state', 'ready');
});

test('a type registered after the loader ran: every block of it ends ready, the far ones too, on every load', async ({ page }) => {
  // The far blocks come back `pending` after the sweep's rounds have ended; the rounds start
  // again for them (docs/behaviour/blocks.md#many-blocks: none stays pending). Seen stuck in 3 of 6 loads before:
  // 16 loads would all pass by chance about once in 65,000 runs of the old code (½¹⁶), at a third of 50 loads' suite time.
  test.setTimeout(60_000);
  const ids = Array.from({ length: 24 }, (_, i) => `block-probe-${i + 1}`);
  for (let load = 1; load <= 16; load++) {
    await page.goto('/fixtures/blocks/register-late.html');
    await expect(page.locator('#block-probe-1 .greeting')).toHaveText('Hello, probe 1!');
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            window
              .SiteRuntime!.blocks()
              .filter((block) => block.state !== 'ready')
              .map((block) => `${block.id} ${block.state}`),
          ),
        {
          message: `load ${load}`,
        },
      )
      .toEqual([]);
    expect((await page.evaluate(() => window.SiteRuntime!.blocks())).map((block) => block.id)).toEqual(ids);
  }
  await expect(page.locator('#block-probe-24 .greeting')).toHaveText('Hello, probe 24!');
});
