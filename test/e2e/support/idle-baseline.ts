import type { Browser, Page, WorkerInfo } from '@playwright/test';

/**
 * Runs `measure` on a page of its own, once per worker: what a page with no
 * blocks or page modules fetches is the same for every case of a cost spec,
 * so a worker-scoped fixture measures it once instead of once per test. The
 * page has the tests' base URL and a QA scope of its own (the worker's), as a
 * test's page has its test's (test/e2e/support/test.ts).
 */
export async function onWorkerPage<T>(browser: Browser, workerInfo: WorkerInfo, measure: (page: Page) => Promise<T>): Promise<T> {
  const scope = `baseline-${workerInfo.workerIndex}@${process.env.QA_RUN ?? 'run'}`;
  const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, extraHTTPHeaders: { 'x-qa-scope': scope } });
  try {
    return await measure(await context.newPage());
  } finally {
    await context.close();
  }
}
