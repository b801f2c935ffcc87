import type { Page } from '@playwright/test';

/**
 * Waits two frames of the page: the one now due, where layout runs and then
 * ResizeObserver reports (and a widget draws from them), and the next, where
 * writes deferred to a frame land. A frame is the page's own clock, not a
 * sleep: on a busy machine it comes later, and this waits for it.
 */
export const twoFrames = (page: Page): Promise<unknown> => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
