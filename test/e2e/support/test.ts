/**
 * The e2e tests' `test`: Playwright's, with every request of a test's
 * browser context (page loads, fetches, beacons, `page.request`, `request`)
 * carrying `X-QA-Scope: <test id>`. The QA server then keeps each test's
 * request log and scripted answers to itself (fixtures/server/qa-scope.ts),
 * so specs can run in parallel on one server.
 */
import { test as base, type TestInfo } from '@playwright/test';

export * from '@playwright/test';

/**
 * One scope per test and per run: the test's id alone is the same on every run, so
 * answers a crashed run left queued would be used up by the next run's ordinary calls.
 * The run's id comes from the config (every worker of one run shares it).
 */
export function qaScope(testInfo: TestInfo): string {
  return `${testInfo.testId}@${process.env.QA_RUN ?? 'run'}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-qa-scope': qaScope(testInfo) });
  },
});
