/**
 * A page with no blocks: everything it downloads from dist/, idle included
 * (the services, the census, consent), counted in files and gzip bytes
 * against package.json's `costBudget["no-block-page"]` (README, "Architecture").
 */
import { readFileSync } from 'node:fs';
import { gzipBytesOf, recordedRequests } from './support/qa.ts';
import { trackQuiet } from './support/quiet.ts';
import { expect, test } from './support/test.ts';
import { pauseClock } from './clients-helpers.ts';

const costBudget = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).costBudget as Record<string, number>;
const budget = { bytes: costBudget['no-block-page']!, files: costBudget['no-block-page-files']! };

test('a page with no blocks downloads, idle included, at most the budget in files and gzip bytes, and is counted', async ({ page, request }) => {
  const files = new Set<string>();
  page.on('request', (r) => r.url().includes('/dist/') && files.add(r.url()));
  const tracker = trackQuiet(page);
  await page.goto('/fixtures/blocks/no-blocks.html?run=idle-start');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  // The census ran in those files: the page hit reached the server.
  await expect.poll(async () => (await recordedRequests(request)).some((r) => r.path.startsWith('/api/census/'))).toBe(true);
  // Idle included: what the page asks for after the services' mark (a fetch, a chunk on a timer at 0) is counted too.
  await tracker.quiet();

  const bytes = await gzipBytesOf(request, files);
  const report = `a page with no blocks: ${bytes} B gzip in ${files.size} files (${[...files].map((url) => url.split('/').pop()).join(', ')})`;
  test.info().annotations.push({ type: 'gzip', description: report });
  console.log(report);
  expect(files.size).toBeLessThanOrEqual(budget.files);
  expect(bytes).toBeLessThanOrEqual(budget.bytes);
});

test('an idle start that fails once is asked for again and runs once: one page hit, and its first URL never starts a second copy', async ({
  page,
  request,
}) => {
  const asked: string[] = [];
  await page.route(/\/dist\/chunks\/site-idle-start-[^/]+\.js(\?.*)?$/, (route) => {
    const url = route.request().url();
    asked.push(url.split('/').pop()!);
    return url.includes('?retry=1') ? route.continue() : route.fulfill({ status: 503, body: 'busy' });
  });
  const tracker = trackQuiet(page);
  await page.goto('/fixtures/blocks/no-blocks.html?run=idle-retry');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  // A third request for the core, or a second page hit, would come after the mark: wait until everything the page started has ended.
  await tracker.quiet();
  expect(asked.map((file) => file.replace(/-\w+\.js/, '.js'))).toEqual(['site-idle-start.js', 'site-idle-start.js?retry=1']);
  const hits = (await recordedRequests(request)).filter((r) => r.path === '/api/census/RecordHit');
  expect(hits).toHaveLength(1);
  // What a widget importing the core by its plain URL would get now: the failure the browser kept, not a second core.
  await page.unroute(/\/dist\/chunks\/site-idle-start-/);
  const plain = `/dist/chunks/${asked[0]}`;
  expect(
    await page.evaluate(
      (url) =>
        import(url).then(
          () => 'a second copy ran',
          () => 'failed',
        ),
      plain,
    ),
  ).toBe('failed');
});

test('the idle start waits for the first view: the census is called only after every block in view is ready, though the page was idle while one waited for its chunk', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/dist\/chunks\/accordion-[^/?]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const readyAt: number[] = [];
    (window as unknown as { readyAt: number[] }).readyAt = readyAt;
    new MutationObserver((changes) => {
      for (const { target } of changes) if ((target as Element).getAttribute('data-block-state') === 'ready') readyAt.push(performance.now());
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-block-state'] });
  });
  await page.goto('/fixtures/blocks/platform.html', { waitUntil: 'commit' });
  const accordion = page.locator('#block-yui_3_17_2_1_1700000000000_1001');
  await expect(accordion).toHaveAttribute('data-block-state', 'loading');
  // Two idle periods of the page while the accordion's chunk is held: the loader's own idle callback, asked for at start-up, ran before them.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  release();
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  // A resource entry is written when its answer has come: wait for the page hit's.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/census/RecordHit')));
  const order = await page.evaluate(() => ({
    blocks: window.SiteRuntime!.blocks().map((block) => block.state),
    lastReady: Math.max(...(window as unknown as { readyAt: number[] }).readyAt),
    census: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/api\/(census\/|1\/performance\/)/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(order.blocks).toEqual(['ready', 'ready', 'ready']);
  expect(Math.min(...order.census)).toBeGreaterThan(order.lastReady);
});

test('a browser that gives the page no idle period (a busy renderer, a tab in the background) still runs the idle start, 1 s after the first view', async ({
  page,
  request,
}) => {
  // Paused: time moves only by runFor, so a busy machine's real seconds never reach the 1 s under test.
  await pauseClock(page);
  // After the clock's own script: this page's requestIdleCallback never finds the browser idle, and keeps only its timeout.
  await page.addInitScript(() => {
    window.requestIdleCallback = (run, options) =>
      options?.timeout ? window.setTimeout(() => run({ didTimeout: true, timeRemaining: () => 0 }), options.timeout) : 0;
  });
  const idleStart: string[] = [];
  page.on('request', (r) => r.url().includes('/site-idle-start-') && idleStart.push(r.url()));
  await page.goto('/fixtures/blocks/no-blocks.html?run=never-idle');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  await page.clock.runFor(900);
  expect(idleStart).toEqual([]);
  await page.clock.runFor(200);
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  await expect.poll(async () => (await recordedRequests(request)).some((r) => r.path === '/api/census/RecordHit')).toBe(true);
});
