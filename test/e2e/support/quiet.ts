import type { Page, Request } from '@playwright/test';

/**
 * The cost specs' end of a page's loading, without a clock: every request the
 * page started (any URL: an API answer can lead to an `import()`) has finished
 * or failed, and the page has since reached an idle callback twice in a row
 * with no new request started. So a chunk a widget asks for after it mounted
 * (on a timer at 0, after a fetch, on the next idle callback) is still in the
 * count, and the wait ends when the page does, not 500 ms after it (the
 * `networkidle` load state, which also fires once per navigation only and so
 * never waits again for a later `import()`). Each idle round starts at an
 * animation frame, so what a frame delivers (an IntersectionObserver's report
 * that mounts a block come into view) has run too. What it does not wait out
 * is a timer of some length: no code of the runtime's asks for a chunk behind
 * one while a page loads (docs/budgets.md).
 */
export function trackQuiet(page: Page): { quiet(): Promise<void> } {
  const inFlight = new Set<Request>();
  let started = 0;
  const drained: Array<() => void> = [];
  page.on('request', (request) => {
    started++;
    inFlight.add(request);
  });
  // Playwright fails the requests of a document a navigation replaced, so every request ends in one of these.
  const done = (request: Request) => {
    inFlight.delete(request);
    if (!inFlight.size) for (const resolve of drained.splice(0)) resolve();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const finished = () => (inFlight.size ? new Promise<void>((resolve) => drained.push(resolve)) : Promise.resolve());
  // A frame, then an idle callback, then a macrotask: the page ran what it had queued (module evaluations, observers' reports, timers at 0).
  const idle = () =>
    page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 1000 }))));
  return {
    async quiet() {
      for (let calm = 0; calm < 2;) {
        await finished();
        const before = started;
        await idle();
        calm = started === before && !inFlight.size ? calm + 1 : 0;
      }
    },
  };
}
