/**
 * The e2e tests' `test`: Playwright's, with every request of a test's
 * browser context (page loads, fetches, beacons, `page.request`, `request`)
 * carrying `X-QA-Scope: <test id>`. The QA server then keeps each test's
 * request log and scripted answers to itself (fixtures/server/qa-scope.ts),
 * so specs can run in parallel on one server.
 */
import { test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-qa-scope': testInfo.testId });
  },
});
