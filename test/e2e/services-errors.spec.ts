import { expect, type APIRequestContext, test } from './support/test.ts';
import { recordedRequests } from './support/qa.ts';
import { sendBarrier } from './support/barrier.ts';

const PATH = '/api/events/RecordJavascriptErrors';

interface Entry {
  event: string;
  data: { message: string; stack?: string; pageUrl: string; url?: string; line?: number };
  timestamp: number;
}

/** The batches this test's page sent (its `run` marker is in every entry's pageUrl). */
async function batches(request: APIRequestContext, run: string): Promise<Entry[][]> {
  return (await recordedRequests(request, PATH))
    .map((r) => r.json as Entry[])
    .filter((batch) => Array.isArray(batch) && batch.some((entry) => entry.data.pageUrl.includes(run)));
}

test('30 errors at once: one batch, 1 s later, of the 10 first (the one thrown while parsing included), stacks cut to 5000, with the crumb header', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const run = `burst-${Math.random().toString(36).slice(2, 8)}`;
  await context.addCookies([{ name: 'crumb', value: 'crumb-errors', url: baseURL! }]);
  await page.clock.install();
  await page.goto(`/fixtures/services/errors.html?run=${run}`);
  await expect.poll(() => batches(request, run), { timeout: 5000 }).toHaveLength(1);
  const sent = (await recordedRequests(request, PATH)).filter((r) => r.body.includes(run));
  expect(sent).toHaveLength(1);
  expect(sent[0]!.method).toBe('POST');
  expect(sent[0]!.headers['x-csrf-token']).toBe('crumb-errors');
  expect(sent[0]!.headers['content-type']).toBe('application/json');
  const [batch] = await batches(request, run);
  expect(batch).toHaveLength(10);
  // Caught from page start: thrown by a script that ran before the page had parsed.
  expect(batch![0]).toMatchObject({ event: 'error', data: { message: `Error: fixture error during parsing ${run}` } });
  expect(batch![0]!.data.url).toContain('/fixtures/services/errors.js');
  expect(batch!.find((e) => e.event === 'unhandledrejection')?.data.message).toBe(`Error: fixture rejection ${run}`);
  const long = batch!.find((e) => e.data.message.startsWith('Error: fixture error 5 '))!;
  expect(long.data.stack!.length).toBe(5000);
  expect(batch!.every((e) => typeof e.timestamp === 'number' && (e.data.stack ?? '').length <= 5000)).toBe(true);
  // Nothing else follows: the other 20 were over the queue's limit. The page's timers run 5 s
  // ahead (a batch of them would go 1 s after the first), then one more error is the barrier:
  // its own batch, sent after any such batch, holds it alone.
  await page.clock.runFor(5000);
  await page.evaluate(
    (run) =>
      setTimeout(
        () =>
          queueMicrotask(() => {
            throw new Error(`one more error ${run}`);
          }),
        10,
      ),
    run,
  );
  await page.clock.runFor(2000);
  await expect.poll(async () => (await batches(request, run)).flat().some((e) => e.data.message.includes('one more error')), { timeout: 5000 }).toBe(true);
  const after = await batches(request, run);
  expect(after).toHaveLength(2);
  expect(after[1]!.map((e) => e.data.message)).toEqual([`Error: one more error ${run}`]);
});

test('errors one every 1.1 s: one batch each, and no more than 20 batches per page', async ({ page, request }) => {
  const run = `spaced-${Math.random().toString(36).slice(2, 8)}`;
  await page.clock.install();
  await page.goto(`/fixtures/services/errors.html?spaced&run=${run}`);
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForFunction(() => document.documentElement.dataset.siteServices === 'ready');
  // 30 errors 1.1 s apart, each sent 1 s after it came (the debounce): 36 s of page time,
  // stepped by 90 ms so each error reaches the reporter, and each send takes its batch, before
  // the clock moves on: a send and the next error are 100 ms apart (fake time is exact), so no
  // step shorter than that holds both; in one 500 ms step the fake clock could fire both before
  // the send's own promise ran, two errors shared a batch and a clean-clone run saw 19 batches.
  // Not 50 ms: 720 steps of two round trips each outlived the test limit under test:loaded.
  for (let step = 0; step < 400; step++) {
    await page.clock.runFor(90);
    await page.evaluate(() => 0);
  }
  await expect.poll(async () => (await batches(request, run)).length, { timeout: 5000 }).toBe(20);
  const all = await batches(request, run);
  // The first batch holds what happened while the page loaded; then one error each.
  // Spaced errors go out in batches of their own; how the fake clock
  // interleaves a timer's microtask with the 1 s debounce can let two or
  // three share one, so the test pins what the specification (behaviour/tools.md#qa-server) fixes: at most 20
  // batches, none over the 10-error queue, in order, none after the 20th.
  expect(all.every((batch) => batch.length >= 1 && batch.length <= 10)).toBe(true);
  expect(all.length).toBe(20);
  const numbers = all
    .flat()
    .map((e) => Number(/fixture error (\d+) /.exec(e.data.message)?.[1] ?? 0))
    .filter(Boolean);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect(all.filter((batch) => batch.length === 1).length).toBeGreaterThan(10);
  // The 20th batch is the last: later errors are never sent.
  await page.evaluate(() =>
    setTimeout(
      () =>
        queueMicrotask(() => {
          throw new Error('one more error');
        }),
      10,
    ),
  );
  await page.clock.runFor(3000);
  await sendBarrier(page);
  expect(await batches(request, run)).toHaveLength(20);
});
