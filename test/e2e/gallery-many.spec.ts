/**
 * Issue 10: a page of 20 galleries of 30 slides (fixtures/pages/gallery/many.html)
 * keeps the main thread free. The blocks runtime mounts the galleries in
 * view first and the others in idle slices; each gallery measures its
 * images' boxes in one layout pass. Measured with the Long Animation Frames
 * API, which says how long each script ran inside a frame: the runtime's
 * own scripts are what this project controls (the browser's layout and
 * paint of 600 images is the page's). Both numbers are printed and
 * annotated so a change can be compared.
 */
import { expect, test } from './support/test.ts';
import { trackQuiet } from './support/quiet.ts';

/**
 * Installed before any page script: the longest task, and the longest run
 * of one of the runtime's chunks (the blocks runtime's mount slices, the
 * gallery's; the loader's own start-up, which measures where each block
 * is, is not the gallery's).
 */
const OBSERVE = `(() => {
  const seen = (window.__seen = { task: 0, script: 0, source: '' });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.task = Math.max(seen.task, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      for (const script of frame.scripts) {
        if (!script.sourceURL.includes('/dist/chunks/') || script.duration <= seen.script) continue;
        seen.script = script.duration;
        seen.source = script.sourceURL.split('/').pop() + ' ' + script.invoker;
      }
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
})();`;

/**
 * A regression bound on one run of the runtime's chunks, not the 50 ms
 * aim: the QA machine is shared by several jobs (load 10 to 30), which
 * stretches every run several times over. Measured there, five runs each:
 * a layout forced per image took 198 to 713 ms (median 343); batched reads
 * and sliced starts 79 to 182 ms, with one outlier of 891 ms.
 */
const SCRIPT_LIMIT_MS = 300;

/** The middle value: one outlier run (the machine, not the code) neither passes nor fails the test. */
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test("20 galleries of 30 slides: every gallery ready, no run of the runtime's scripts a long one (median of 3 loads)", async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript({ content: OBSERVE });
  const runs: { task: number; script: number; source: string }[] = [];
  const tracker = trackQuiet(page);
  for (let run = 0; run < 3; run++) {
    await page.goto('/fixtures/gallery/many.html');
    await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
    await expect(page.locator('[data-block-state="ready"]')).toHaveCount(20, { timeout: 15_000 });
    // The idle mounts, the design chunks and the image loads have ended, and the frames since (their scripts reported).
    await tracker.quiet();
    runs.push(await page.evaluate(() => (window as unknown as { __seen: { task: number; script: number; source: string } }).__seen));
  }
  const report = runs.map((seen) => `longest task ${Math.round(seen.task)} ms, runtime script ${Math.round(seen.script)} ms (${seen.source})`).join('; ');
  test.info().annotations.push({ type: 'main thread', description: `20 × 30 galleries: ${report}` });
  console.log(`20 × 30 galleries: ${report}`);
  // Long Animation Frames reports only frames over 50 ms: a run whose every frame was short sees
  // no script of the runtime (0), which passes. The API itself must be there, or 0 would prove nothing.
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('long-animation-frame'))).toBe(true);
  expect(median(runs.map((seen) => seen.script))).toBeLessThan(SCRIPT_LIMIT_MS);
});
