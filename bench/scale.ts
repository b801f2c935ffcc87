/**
 * `npm run bench:scale`: how the time to mount grows with a page's size.
 * Loads fixtures/pages/scale/mixed.html (seven block types, one in eight an
 * embed) at each size of SCALE_SIZES (default 600, 2,000 and 6,000),
 * SCALE_RUNS times (default 3), with and without the runtime, and prints the
 * medians: the page alone (navigation to two frames after `load`, no
 * runtime) beside the loads with it: their `load`, the time to the runtime's
 * initial mount (the blocks in or near the view and the idle sweep's first
 * round ready) and the time beyond the page's own load (from `load` to that
 * mount, in the same load: test/e2e/support/scale-load.ts), with the growth from one size to the
 * next beside the growth of the block count (linear: the two match), and the
 * frame in which the runtime's scripts ran longest (wall clock)
 * (docs/behaviour/blocks.md#many-blocks). The scale spec (`npm run test:scale`)
 * holds the same measure.
 */
import { chromium } from '@playwright/test';
import { startServer } from '../fixtures/server.ts';
import { chromiumLaunchOptions } from '../test/e2e/support/browser.ts';
import { median, ownLoad, runtimeLoad, type RuntimeLoad } from '../test/e2e/support/scale-load.ts';

const SIZES = (process.env.SCALE_SIZES ?? '600,2000,6000').split(',').map(Number);
const RUNS = Math.max(1, Number(process.env.SCALE_RUNS || 3));

const server = await startServer({ port: 0 });
const browser = await chromium.launch(chromiumLaunchOptions({ full: true }));
const rows: { size: number; own: number; load: number; ready: number; beyond: number; frame: number }[] = [];
try {
  for (const size of SIZES) {
    const own: number[] = [];
    const loads: RuntimeLoad[] = [];
    for (let run = 0; run < RUNS; run++) {
      own.push(await ownLoad(browser, server.url, size));
      loads.push(await runtimeLoad(browser, server.url, size));
    }
    const of = (key: 'load' | 'ready' | 'beyond') => median(loads.map((load) => load[key]));
    const row = {
      size,
      own: Math.round(median(own)),
      load: of('load'),
      ready: of('ready'),
      beyond: of('beyond'),
      frame: median(loads.map((load) => load.frame.wall)),
    };
    rows.push(row);
    console.log(
      `${size} blocks: the page alone ${row.own} ms; with the runtime, load ${row.load} ms, initial mount over ${row.ready} ms, beyond the page's own load ${row.beyond} ms; the runtime's longest frame ${row.frame} ms`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
for (let i = 1; i < rows.length; i++) {
  const [a, b] = [rows[i - 1]!, rows[i]!];
  console.log(`${a.size} -> ${b.size} blocks (${(b.size / a.size).toFixed(1)}x): time beyond the page's own load ${(b.beyond / a.beyond).toFixed(1)}x`);
}
