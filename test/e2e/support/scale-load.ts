/**
 * Loads of the scale page (fixtures/pages/scale/mixed.html: seven block
 * types, one in eight an embed, `?n=` of them) as the scale spec and
 * `npm run bench:scale` time them (docs/behaviour/blocks.md#many-blocks): the
 * page's own load, without the runtime, and the runtime's initial mount,
 * with the runtime's longest frame.
 */
import type { Browser } from '@playwright/test';
import { withCpuTime, type CpuOf } from './cpu-time.ts';

/** The most one round of the idle sweep loads, as docs/behaviour/blocks.md#many-blocks states it. */
const SWEEP_MOST = 100;

/**
 * Installed before any page script: hooks the bus as the loader sets
 * `SiteRuntime` (the page adds the loader late), notes when each block gets
 * ready and how many were at `ready`, and keeps the runs of the runtime's
 * scripts (the loader's and the chunks') of every Long Animation Frame.
 */
const OBSERVE = `(() => {
  const seen = (window.__seen = { ready: [], atInit: -1, frames: [] });
  let runtime;
  Object.defineProperty(window, 'SiteRuntime', { configurable: true, get: () => runtime, set: (value) => {
    runtime = value;
    runtime.bus.on('block:ready', () => seen.ready.push(performance.now()));
    runtime.ready.then(() => (seen.atInit = seen.ready.length));
  } });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      const runs = frame.scripts.filter((script) => /\\/dist\\/(loader\\.js|chunks\\/)/.test(script.sourceURL))
        .map((script) => ({ startTime: script.startTime, duration: script.duration, at: script.sourceURL.split('/').pop() + ' ' + script.invoker }));
      if (runs.length) seen.frames.push(runs);
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
})();`;

interface Seen {
  ready: number[];
  atInit: number;
  frames: { startTime: number; duration: number; at: string }[][];
}

/** The page at `size` blocks, with the runtime or without it. */
const pageUrl = (base: string, size: number, runtime: boolean) => `${base}/fixtures/scale/mixed.html?n=${size}&runtime=${runtime ? 1 : 0}`;

/** The page's own load without the runtime: milliseconds from navigation start to two frames after `load`. */
export async function ownLoad(browser: Browser, base: string, size: number): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.goto(pageUrl(base, size, false), { timeout: 600_000 });
    return await page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())))));
  } finally {
    await page.close();
  }
}

/** What one load with the runtime took. */
export interface RuntimeLoad {
  /** Milliseconds from navigation start to the end of the page's `load` event, in this load. */
  load: number;
  /** Milliseconds from navigation start to the initial mount's last `block:ready` (see {@link runtimeLoad}). */
  ready: number;
  /**
   * The time beyond the page's own load: from its `load` (in this load: the
   * loader, which the page adds last, has run by then; the runtime's chunk
   * imports do not hold `load` back) to the initial mount's last `block:ready`.
   */
  beyond: number;
  /** The frame in which the runtime's scripts ran longest: their time in it, wall clock and (when traced) thread time. */
  frame: { wall: number; cpu: number; at: string };
}

/**
 * Loads the page with the runtime and waits for its initial mount: every
 * block in or near the view, then the idle sweep's first round (the
 * {@link SWEEP_MOST} nearest), none left `loading`. `ready` is when the last
 * of those got ready (a later round may have begun by the time it is read).
 * With `cpu`, the load is traced and each frame's runtime time is also
 * counted in the thread's own time (support/cpu-time.ts).
 */
export async function runtimeLoad(browser: Browser, base: string, size: number, cpu = false): Promise<RuntimeLoad> {
  const page = await browser.newPage();
  try {
    await page.addInitScript({ content: OBSERVE });
    const load = async () => {
      await page.goto(pageUrl(base, size, true), { timeout: 600_000 });
      await page.waitForFunction(
        (most) => {
          const seen = (window as unknown as { __seen: Seen }).__seen;
          const blocks = window.SiteRuntime?.blocks() ?? [];
          const settled = blocks.filter((block) => block.state === 'ready' || block.state === 'error').length;
          return seen.atInit >= 0 && !blocks.some((block) => block.state === 'loading') && settled >= Math.min(blocks.length, seen.atInit + most);
        },
        SWEEP_MOST,
        { timeout: 600_000, polling: 100 },
      );
      // Long Animation Frames are reported after their frame ends: one more frame flushes the last.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      return page.evaluate(() => ({
        ...(window as unknown as { __seen: Seen }).__seen,
        load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      }));
    };
    const { result: seen, cpuOf } = cpu
      ? await withCpuTime(browser, page, load)
      : { result: await load(), cpuOf: ((_: number, duration: number) => duration) as CpuOf };
    const sorted = [...seen.ready].sort((a, b) => a - b);
    const ready = sorted[Math.min(sorted.length, seen.atInit + SWEEP_MOST) - 1] ?? 0;
    return { load: Math.round(seen.load), ready: Math.round(ready), beyond: Math.round(ready - seen.load), frame: longestFrame(seen.frames, cpuOf) };
  } finally {
    await page.close();
  }
}

/** The frame whose runs of the runtime's scripts add up to the most thread time. */
function longestFrame(frames: Seen['frames'], cpuOf: CpuOf): RuntimeLoad['frame'] {
  let longest = { wall: 0, cpu: 0, at: 'none' };
  for (const runs of frames) {
    const wall = runs.reduce((sum, run) => sum + run.duration, 0);
    const cpu = runs.reduce((sum, run) => sum + cpuOf(run.startTime, run.duration), 0);
    if (cpu > longest.cpu) longest = { wall: Math.round(wall), cpu: Math.round(cpu), at: runs.map((run) => run.at).join(', ') };
  }
  return longest;
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!;
