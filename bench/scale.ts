/**
 * `npm run bench:scale`: how the time to mount grows with a page's size.
 * Loads fixtures/pages/scale/mixed.html (seven block types, one in eight an
 * embed) at each size of SCALE_SIZES (default 600, 2,000 and 6,000),
 * SCALE_RUNS times (default 3), with and without the runtime, and prints the
 * medians: the page's own load (navigation to two frames after `load`, no
 * runtime), the time to the runtime's initial mount over (the blocks in or
 * near the view and the idle sweep's share ready: see loadTime), and the
 * time beyond the page's own load, with the growth from one size to the next
 * beside the growth of the block count (linear: the two match)
 * (docs/behaviour.md#many-blocks).
 */
import { chromium, type Browser } from '@playwright/test';
import { startServer } from '../fixtures/server.ts';
import { chromiumLaunchOptions } from '../test/e2e/support/browser.ts';
import { SWEEP_MOST } from '../src/blocks/sweep.ts';

const SIZES = (process.env.SCALE_SIZES ?? '600,2000,6000').split(',').map(Number);
const RUNS = Math.max(1, Number(process.env.SCALE_RUNS || 3));

/**
 * Hooks the bus as the loader sets `SiteRuntime` (the page adds the loader
 * late) and notes when each block gets ready and how many were at `ready`.
 */
const OBSERVE = `(() => {
  const seen = (window.__seen = { ready: [], atInit: -1 });
  let runtime;
  Object.defineProperty(window, 'SiteRuntime', { configurable: true, get: () => runtime, set: (value) => {
    runtime = value;
    runtime.bus.on('block:ready', () => seen.ready.push(performance.now()));
    runtime.ready.then(() => (seen.atInit = seen.ready.length));
  } });
})();`;

/**
 * Milliseconds from navigation start: without the runtime, to two frames
 * after `load`; with it, to the last `block:ready` of the initial mount (the
 * blocks in or near the view, then the idle sweep's share, none left
 * `loading`: docs/behaviour.md#many-blocks).
 */
async function loadTime(browser: Browser, url: string, runtime: boolean): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.addInitScript({ content: OBSERVE });
    await page.goto(`${url}&runtime=${runtime ? 1 : 0}`, { timeout: 600_000 });
    if (!runtime) return await page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())))));
    await page.waitForFunction(
      (most) => {
        const seen = (window as unknown as { __seen: { atInit: number } }).__seen;
        const blocks = window.SiteRuntime?.blocks() ?? [];
        const settled = blocks.filter((block) => block.state == 'ready' || block.state == 'error').length;
        return seen.atInit >= 0 && !blocks.some((block) => block.state == 'loading') && settled >= Math.min(blocks.length, seen.atInit + most);
      },
      SWEEP_MOST,
      { timeout: 600_000, polling: 100 },
    );
    return await page.evaluate(() => Math.max(...(window as unknown as { __seen: { ready: number[] } }).__seen.ready));
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
    const row = { size, own: Math.round(median(own)), ready: Math.round(median(ready)), beyond: Math.round(median(ready.map((r, i) => r - own[i]!))) };
    rows.push(row);
    console.log(`${size} blocks: own load ${row.own} ms, initial mount over ${row.ready} ms, beyond the page's own load ${row.beyond} ms`);
  }
} finally {
  await browser.close();
  await server.close();
}
for (let i = 1; i < rows.length; i++) {
  const [a, b] = [rows[i - 1]!, rows[i]!];
  console.log(`${a.size} -> ${b.size} blocks (${(b.size / a.size).toFixed(1)}x): time beyond the page's own load ${(b.beyond / a.beyond).toFixed(1)}x`);
}
