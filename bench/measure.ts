/**
 * One cold page load in a fresh browser context, under a network and CPU
 * profile, measured: the JavaScript and CSS it downloads (gzip, level 9, as
 * a CDN would send it, idle loads included), its requests, navigation →
 * `siteInitialized`, navigation → every block ready or failed, the longest
 * frame and the total blocking time (Long Animation Frames: see
 * {@link Measurement.longestFrameMs}). Every response from the page's server
 * is checked to have come over the profile's protocol.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { assertProtocol, emulateProfile, type Profile } from './profiles.ts';

export type { Profile } from './profiles.ts';

/** What one load measured. */
export interface Measurement {
  jsBytes: number;
  jsFiles: number;
  cssBytes: number;
  /** JS and CSS together: what the page's code costs to download. */
  codeBytes: number;
  /** 1 when the page loaded React (the loader's vendor chunk, the split build's React part), else 0. */
  react: number;
  requests: number;
  initializedMs: number;
  allReadyMs: number;
  /**
   * The longest Long Animation Frame: its tasks and the rendering they
   * waited for. Not the Long Tasks API, which reports a task only when a
   * script ran in it: Chromium's own style and layout of a long page once
   * parsed, which every way pays, was charged to the loader alone, whose
   * start-up runs in that task, while in the peers' loads it ran in a task of
   * its own, unreported (300 blocks, CPU 4×: a frame of 0.6–1.2 s in every
   * way's load; a long task only in the loader's).
   */
  longestFrameMs: number;
  /** The Long Animation Frames' blocking durations, summed: their long tasks' time over 50 ms, rendering included. */
  blockingMs: number;
  blocks: number;
  /** When the request for the page's runtime script (loader.js, or a peer's bundle) started: the parser met its tag. */
  scriptRequestMs: number;
  /**
   * When that request was sent: later than {@link scriptRequestMs} by the
   * time Chromium held it back for requests of higher priority.
   */
  scriptSentMs: number;
  /**
   * When the parser finished the page (navigation timing's `domInteractive`):
   * no script finds a block the parser has not made yet, and a deferred one,
   * as the bench's pages load loader.js, runs only after it.
   */
  parsedMs: number;
  /**
   * From the blocks runtime's first scan (the first block given a state) to
   * every block ready: the work after the code is there, which every way
   * of loading does (mounting, the blocks' own data calls).
   */
  mountMs: number;
  /**
   * When the first block outside the first view began loading: after
   * `siteInitialized`, the loader's idle sweep (or a block come near the
   * view). NaN when none did.
   */
  sweptMs: number;
}

/**
 * Runs one load's measure; a load that throws (a navigation past its limit
 * on a loaded machine) is noted in `failures` as `where: reason`, said on
 * the console, and gives `undefined`: one slow page never ends the run.
 */
export async function measuredOrNoted(measureOne: () => Promise<Measurement>, where: string, failures: string[]): Promise<Measurement | undefined> {
  try {
    return await measureOne();
  } catch (error) {
    const line = `${where}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`;
    failures.push(line);
    console.warn(`not measured: ${line}`);
    return undefined;
  }
}

/** Every field of {@link Measurement}, as NaN: a page and way no load could measure. */
export const NO_MEASUREMENT: Measurement = {
  jsBytes: NaN,
  jsFiles: NaN,
  cssBytes: NaN,
  codeBytes: NaN,
  react: NaN,
  requests: NaN,
  initializedMs: NaN,
  allReadyMs: NaN,
  longestFrameMs: NaN,
  blockingMs: NaN,
  blocks: NaN,
  scriptRequestMs: NaN,
  scriptSentMs: NaN,
  parsedMs: NaN,
  mountMs: NaN,
  sweptMs: NaN,
};

interface InPage {
  longest: number;
  blocking: number;
  initializedAt?: number;
  readyAt?: number;
  scanAt?: number;
  sweptAt?: number;
  blocks: number;
}

/** The page's runtime script, whichever way it loads. */
const RUNTIME_SCRIPT = /\/(loader|eager|split)\.js$/;

/**
 * Installed before any page script: the long-frame observer, the flag
 * watcher, the block-settled watcher. Plain JavaScript in a string: a
 * function passed from here would carry tsx's `__name` helper calls, which
 * do not exist in the page.
 */
const OBSERVE = `(() => {
  const bench = (window.__bench = { longest: 0, blocking: 0, blocks: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longest = Math.max(bench.longest, entry.duration);
      bench.blocking += entry.blockingDuration;
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new MutationObserver((changes) => {
    if (bench.scanAt === undefined && document.querySelector('[data-block-state]')) bench.scanAt = performance.now();
    const loading = changes.some((change) => change.target.getAttribute('data-block-state') == 'loading');
    if (bench.initializedAt !== undefined && bench.sweptAt === undefined && loading) bench.sweptAt = performance.now();
    if (bench.initializedAt === undefined && document.documentElement.dataset.siteInitialized == 'true') bench.initializedAt = performance.now();
    if (bench.initializedAt === undefined || bench.readyAt !== undefined) return;
    const blocks = window.SiteRuntime ? window.SiteRuntime.blocks() : [];
    if (blocks.every((b) => b.state == 'ready' || b.state == 'error')) {
      bench.readyAt = performance.now();
      bench.blocks = blocks.length;
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-site-initialized', 'data-block-state'] });
})();`;

/**
 * When the request for the page's runtime script started and when it was
 * sent (resource timing), NaN without one, and when the page was parsed.
 */
async function loadTimes(page: Page): Promise<{ scriptRequestMs: number; scriptSentMs: number; parsedMs: number }> {
  const { resources, parsedMs } = await page.evaluate(() => ({
    resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => [e.name, e.startTime, e.requestStart] as const),
    parsedMs: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domInteractive ?? NaN,
  }));
  const [, scriptRequestMs = NaN, scriptSentMs = NaN] = resources.find(([name]) => RUNTIME_SCRIPT.test(new URL(name).pathname)) ?? [];
  return { scriptRequestMs, scriptSentMs, parsedMs };
}

/** Loads `url` once, cold, under `profile`, and measures it. */
export async function measure(browser: Browser, url: string, profile: Profile): Promise<Measurement> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript({ content: OBSERVE });
  const protocols = await emulateProfile(context, page, profile);
  let requests = 0;
  let react = 0;
  const scripts: Promise<number>[] = [];
  const styles: Promise<number>[] = [];
  const gzipped = (body: Buffer) => gzipSync(body, { level: 9 }).length;
  page.on('request', () => requests++);
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind === 'script') scripts.push(response.body().then(gzipped, () => 0));
    if (kind === 'stylesheet') styles.push(response.body().then(gzipped, () => 0));
    if (/react-vendor-|split-react\.js$/.test(response.url())) react = 1;
  });
  try {
    await page.goto(url, { timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { __bench: InPage }).__bench.readyAt !== undefined, null, { timeout: 120_000, polling: 50 });
    // The idle loads (services, census) are part of what a page costs.
    await page.waitForLoadState('networkidle');
    assertProtocol(profile, new URL(url).origin, protocols);
    const inPage = await page.evaluate(() => (window as unknown as { __bench: InPage }).__bench);
    const { scriptRequestMs, scriptSentMs, parsedMs } = await loadTimes(page);
    const sizes = await Promise.all(scripts);
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    const cssBytes = sum(await Promise.all(styles));
    return {
      jsBytes: sum(sizes),
      jsFiles: sizes.length,
      cssBytes,
      codeBytes: sum(sizes) + cssBytes,
      react,
      requests,
      initializedMs: inPage.initializedAt ?? NaN,
      allReadyMs: inPage.readyAt ?? NaN,
      longestFrameMs: inPage.longest,
      blockingMs: inPage.blocking,
      blocks: inPage.blocks,
      scriptRequestMs,
      scriptSentMs,
      parsedMs,
      mountMs: inPage.readyAt !== undefined && inPage.scanAt !== undefined ? inPage.readyAt - inPage.scanAt : 0,
      sweptMs: inPage.sweptAt ?? NaN,
    };
  } finally {
    await context.close();
  }
}
