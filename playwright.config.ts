import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/e2e/support/browser.ts';

/**
 * End-to-end tests drive Chromium against the QA server (`fixtures/server.ts`),
 * started here on its own port (QA_PORT, default 4399) so it never collides
 * with a running `npm start`. `npm test` builds dist/ first.
 */
const port = Number(process.env.QA_PORT || 4399);
// One id per run, inherited by every worker: the tests' QA scopes include it (test/e2e/support/test.ts).
process.env.QA_RUN ||= `${Date.now().toString(36)}-${process.pid}`;

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
  // A bound on main-thread time measures the machine as much as the code when
  // another worker shares its two cores: such specs run alone, after the rest.
  // The scale spec (minutes of loads of pages of thousands of blocks) is left out of `npm test`:
  // `npm run test:scale` runs it, alone (docs/behaviour/blocks.md#many-blocks).
  projects: [
    { name: 'chromium', testIgnore: /\/(hostile-many-blocks|scale)\.spec\.ts$/ },
    { name: 'alone', testMatch: /hostile-many-blocks\.spec\.ts$/, dependencies: ['chromium'] },
    ...(process.env.SCALE_SPEC ? [{ name: 'scale', testMatch: /\/scale\.spec\.ts$/ }] : []),
  ],
  webServer: {
    command: `npx tsx fixtures/server.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 30_000,
  },
});
