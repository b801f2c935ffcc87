/**
 * `npm run bench:scale`: how the time to mount grows with a page's size.
 * Loads fixtures/pages/scale/mixed.html (seven block types, one in eight an
 * embed) at each size of SCALE_SIZES (default 600 and 2,000; add 6,000 for
 * the full measure, which takes minutes), SCALE_RUNS times (default
 * 3), with and without the runtime, and prints the medians: the page's own
 * load (navigation to two frames after `load`, no runtime), the time to
 * every block ready, and the time beyond the page's own load, with the
 * growth from one size to the next beside the growth of the block count
 * (linear: the two match). Not part of `npm test` (docs/behaviour.md#many-blocks).
 */
import { chromium, type Browser } from '@playwright/test';
import { startServer } from '../fixtures/server.ts';
import { chromiumLaunchOptions } from '../test/e2e/support/browser.ts';

const SIZES = (process.env.SCALE_SIZES ?? '600,2000').split(',').map(Number);
const RUNS = Math.max(1, Number(process.env.SCALE_RUNS || 3));

/** Milliseconds from navigation to two frames after `load` (no runtime), or to every block settled (runtime). */
async function loadTime(browser: Browser, url: string, runtime: boolean): Promise<number> {
  const page = await browser.newPage();
  try {
    const start = Date.now();
    await page.goto(`${url}&runtime=${runtime ? 1 : 0}`, { timeout: 600_000 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if (runtime) {
      await page.waitForFunction(
        () => {
          const blocks = window.SiteRuntime?.blocks() ?? [];
          return blocks.length > 0 && blocks.every((block) => block.state == 'ready' || block.state == 'error');
        },
        null,
        { timeout: 600_000, polling: 250 },
      );
    }
    return Date.now() - start;
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const server = await startServer({ port: 0 });
const browser = await chromium.launch(chromiumLaunchOptions());
const rows: { size: number; own: number; ready: number; beyond: number }[] = [];
try {
  for (const size of SIZES) {
    const own: number[] = [];
    const ready: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const url = `${server.url}/fixtures/scale/mixed.html?n=${size}`;
      own.push(await loadTime(browser, url, false));
      ready.push(await loadTime(browser, url, true));
    }
    const row = { size, own: median(own), ready: median(ready), beyond: median(ready.map((r, i) => r - own[i]!)) };
    rows.push(row);
    console.log(`${size} blocks: own load ${row.own} ms, every block ready ${row.ready} ms, beyond the page's own load ${row.beyond} ms`);
  }
} finally {
  await browser.close();
  await server.close();
}
for (let i = 1; i < rows.length; i++) {
  const [a, b] = [rows[i - 1]!, rows[i]!];
  console.log(`${a.size} -> ${b.size} blocks (${(b.size / a.size).toFixed(1)}x): time beyond the page's own load ${(b.beyond / a.beyond).toFixed(1)}x`);
}
