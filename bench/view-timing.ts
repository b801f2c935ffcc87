/**
 * The real-pages bench's timing (bench/real-pages.ts): when everything in a
 * real page's first view is done, beside the earliest the original platform
 * could have started its own work on the same page (the goal: "every
 * image and block in view done no later than the platform would start its
 * own"). Measured under the bench's network profile, where a request costs a
 * round trip and bytes take time (bench/profiles.ts): on this machine's own
 * server both would be nearly free.
 */
import type { Browser } from '@playwright/test';
import { assertProtocol, emulateProfile, type Profile } from './profiles.ts';
import { servedPath } from '../tools/corpus/served.ts';

/** One load's view timing, in ms from navigation start. */
export interface ViewTiming {
  /** Every block in view settled and every image in view given its source; NaN when that never came. */
  doneMs: number;
  /** When the page asked for loader.js: where the original's script tags stood. */
  scriptRequestMs: number;
  /** When Chromium sent that request (later by the time it held a Low-priority script back). */
  scriptSentMs: number;
  /** When loader.js had arrived. */
  scriptArrivedMs: number;
  /** When Chromium ran it (it set `window.SiteRuntime`): an async script runs when the parser lets it, not when it arrives. */
  scriptRanMs: number;
  /** When the page was parsed (DOMContentLoaded), which the runtime waits for to start its blocks. */
  parsedMs: number;
  /**
   * When the browser had first laid out the parsed page: the first report of a visibility
   * observer made at DOMContentLoaded, which comes after the page's first layout from then. The
   * runtime, which starts on the parsed page, knows what is in view, and each image's width, only then.
   */
  laidOutMs: number;
  /** What was still waiting when the load gave up (empty when done). */
  waiting: string[];
  /** When the blocks runtime had arrived (NaN on a page without it). */
  blocksArrivedMs: number;
  /** The runtime's file that arrived last before the view's end, and when. */
  lastFile: { file: string; arrivedMs: number } | undefined;
  /** What the last look before the view's end still found waiting: what the view waited for last. */
  lastWaiting: string[];
}

/**
 * Installed before any page script (plain JavaScript: a function passed from
 * here would carry tsx's helpers, which the page lacks). After each change
 * of a block's state or an image's source (and the runtime's mark that its
 * first view settled, `data-site-initialized`), it looks for what in the
 * view still waits: a block still loading, or an image the server left to a
 * script (`data-src`) with no `src` or `srcset` yet. The view's end is the
 * last change before a look, once the mark is set, that found nothing
 * waiting; the last look that found something says what the view waited
 * for last (blocks in view settle before the mark on most pages, so looks
 * start before it). The look reads layout, so it runs at most once a frame,
 * and only after such a change. At DOMContentLoaded it also notes when the
 * browser first laid the parsed page out (a visibility observer's first report).
 * It notes when loader.js ran by the runtime's first setting of
 * `window.SiteRuntime`: an accessor the loader's single-start guard takes for
 * no runtime (only an own data property is one, loader/guard.ts), replaced at
 * that first setting by the data property the loader makes.
 */
const VIEW_PROBE = `(() => {
  const view = (window.__view = { waiting: ['the runtime\\'s first view'] });
  Object.defineProperty(window, 'SiteRuntime', {
    configurable: true,
    get: () => undefined,
    set(runtime) {
      view.ranAt = performance.now();
      Object.defineProperty(window, 'SiteRuntime', { value: runtime, writable: true, configurable: true, enumerable: true });
    },
  });
  document.addEventListener('DOMContentLoaded', () => {
    const layout = new IntersectionObserver(() => {
      view.laidOutAt = performance.now();
      layout.disconnect();
    });
    layout.observe(document.documentElement);
  });
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  const waiting = () => [
    ...[...document.querySelectorAll('[data-block-state="loading"]')]
      .filter(shown)
      .map((block) => 'block ' + (block.dataset.block || block.dataset.blockType || block.dataset.controller) + (block.id ? ' #' + block.id : '')),
    ...[...document.querySelectorAll('img[data-src]')]
      .filter((image) => !image.getAttribute('src') && !image.getAttribute('srcset') && shown(image))
      .map((image) => 'image ' + image.getAttribute('data-src')),
  ];
  let changedAt = 0;
  let looking = false;
  const look = () => {
    looking = false;
    const found = waiting();
    if (found.length) view.last = found;
    // Before the runtime says its first view settled, a look only notes what waits (its blocks may not be found yet).
    if (document.documentElement.dataset.siteInitialized !== 'true') return;
    view.waiting = found;
    if (!found.length) view.doneAt = changedAt;
  };
  new MutationObserver(() => {
    if (view.doneAt !== undefined) return;
    changedAt = performance.now();
    if (!looking) requestAnimationFrame(look);
    looking = true;
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-site-initialized', 'data-block-state', 'src', 'srcset'] });
})();`;

/** How long a load may take to finish its first view before it counts as never done. */
const VIEW_LIMIT_MS = 15_000;

/**
 * Loads the corpus page `file` cold under `profile` and times its first view. The page is one of
 * tools/corpus/served.ts's folder, served at `origin`, and `browser` fails every other host: no
 * request is intercepted, which would hold each of them for the test process.
 */
export async function measureView(browser: Browser, origin: string, file: string, profile: Profile, width: number): Promise<ViewTiming> {
  // The certificate is the bench's own, made for this run (bench/cert.ts).
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.addInitScript({ content: VIEW_PROBE });
  const protocols = await emulateProfile(context, page, profile);
  try {
    await page.goto(`${origin}${servedPath(file)}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const read = () =>
      page.evaluate(
        () => (window as unknown as { __view: { doneAt?: number; laidOutAt?: number; ranAt?: number; waiting: string[]; last?: string[] } }).__view,
      );
    await page
      .waitForFunction(() => (window as unknown as { __view: { doneAt?: number } }).__view.doneAt !== undefined, null, { timeout: VIEW_LIMIT_MS })
      .catch(() => {});
    const view = await read();
    // The runtime's files came from the server over the profile's protocol, as did the page and its stylesheets.
    assertProtocol(profile, origin, protocols);
    const files = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => new URL(e.name).pathname.startsWith('/dist/'))
        .map((e) => ({ file: new URL(e.name).pathname.slice('/dist/'.length), startMs: e.startTime, sentMs: e.requestStart, arrivedMs: e.responseEnd })),
    );
    const loader = files.find((f) => f.file === 'loader.js');
    const parsedMs = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domContentLoadedEventStart ?? NaN,
    );
    const doneMs = view.doneAt ?? NaN;
    const before = files.filter((f) => f.arrivedMs <= doneMs).sort((a, b) => b.arrivedMs - a.arrivedMs);
    return {
      doneMs,
      scriptRequestMs: loader?.startMs ?? NaN,
      scriptSentMs: loader?.sentMs ?? NaN,
      scriptArrivedMs: loader?.arrivedMs ?? NaN,
      scriptRanMs: view.ranAt ?? NaN,
      parsedMs,
      laidOutMs: view.laidOutAt ?? NaN,
      waiting: view.waiting,
      blocksArrivedMs: files.find((f) => f.file.startsWith('chunks/site-blocks-'))?.arrivedMs ?? NaN,
      lastFile: before[0] && { file: before[0].file, arrivedMs: before[0].arrivedMs },
      lastWaiting: view.last ?? [],
    };
  } finally {
    await context.close();
  }
}

/**
 * The earliest the original platform could start its own work on a page: its
 * scripts asked for where loader.js was (its tags stood there), one round
 * trip, then all their bytes at the profile's bandwidth. Its parsing and
 * running are not counted, nor its files' own round trips: a bound in its
 * favour, so the runtime's view meets it only by being done sooner.
 */
export const originalStartMs = (scriptRequestMs: number, originalBytes: number, profile: Profile): number =>
  scriptRequestMs + profile.latencyMs + (originalBytes / ((profile.downKbps * 1024) / 8)) * 1000;
