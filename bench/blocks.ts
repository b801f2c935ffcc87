/**
 * `npm run bench`: loads the 300-accordion page in Chromium a few times and
 * prints, for the median run: navigation → `siteInitialized`, navigation →
 * every block `ready`, the longest main-thread task (PerformanceObserver
 * `longtask`), and the JavaScript bytes transferred. Not part of `npm test`.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../test/e2e/support/browser.ts';
import { startServer } from '../fixtures/server.ts';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const PAGE = process.env.BENCH_PAGE || '/fixtures/blocks/long-300.html';

interface Run {
  initializedMs: number;
  allReadyMs: number;
  longestTaskMs: number;
  longTasks: number;
  jsBytes: number;
  blocks: number;
}

const server = await startServer({ port: 0 });
const browser = await chromium.launch(chromiumLaunchOptions());
const runs: Run[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __bench: { longest: number; count: number; initializedAt?: number } };
      w.__bench = { longest: 0, count: 0 };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          w.__bench.count++;
          w.__bench.longest = Math.max(w.__bench.longest, entry.duration);
        }
      }).observe({ type: 'longtask', buffered: true });
      // SiteRuntime.ready resolves in the same step that sets the flag.
      document.addEventListener('DOMContentLoaded', () => {
        window.SiteRuntime?.ready.then(() => (w.__bench.initializedAt = performance.now()));
      });
    });
    let jsBytes = 0;
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        const sizes = await response.request().sizes().catch(() => undefined);
        jsBytes += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
      }
    });
    await page.goto(server.url + PAGE);
    await page.waitForFunction(() => window.SiteRuntime?.blocks().every((b) => b.state === 'ready' || b.state === 'error'), null, { timeout: 60_000, polling: 10 });
    const allReadyMs = await page.evaluate(() => performance.now());
    await page.waitForTimeout(300);
    const measured = await page.evaluate(() => {
      const w = window as unknown as { __bench: { longest: number; count: number; initializedAt?: number } };
      return { ...w.__bench, blocks: window.SiteRuntime!.blocks().length };
    });
    runs.push({ initializedMs: measured.initializedAt ?? NaN, allReadyMs, longestTaskMs: measured.longest, longTasks: measured.count, jsBytes, blocks: measured.blocks });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const result = {
  initializedMs: median(runs.map((r) => r.initializedMs)),
  allReadyMs: median(runs.map((r) => r.allReadyMs)),
  longestTaskMs: median(runs.map((r) => r.longestTaskMs)),
  longTasks: median(runs.map((r) => r.longTasks)),
  jsBytes: median(runs.map((r) => r.jsBytes)),
};
console.log(`page: ${PAGE} (${runs[0]?.blocks} blocks), median of ${RUNS} runs, this machine (${process.arch}, 2 cores)`);
console.log(`navigation → siteInitialized:   ${ms(result.initializedMs)}`);
console.log(`navigation → every block ready: ${ms(result.allReadyMs)}  (${(result.allReadyMs / result.initializedMs).toFixed(2)}× the initialized time)`);
console.log(`longest main-thread task:       ${result.longestTaskMs ? ms(result.longestTaskMs) : 'none over 50 ms'} (${result.longTasks} long tasks; aim: none over 50 ms)`);
console.log(`JavaScript transferred:         ${(result.jsBytes / 1024).toFixed(1)} KB`);
