import type { Locator } from '@playwright/test';

/**
 * Runs `resize` (a viewport change) and waits until a ResizeObserver on the
 * element `target` finds has seen its width change. A widget that debounces
 * its resizes starts the debounce in its own observer's callback, which a
 * loaded machine can deliver after a test has already moved a paused
 * `page.clock` on; observers are called in the order they were made, so once
 * this one (made after the widget's) has run, the widget's has too.
 */
export async function resizeObserved(target: Locator, resize: () => Promise<void>): Promise<void> {
  type Waiting = { resizeObserved?: Promise<void> };
  await target.evaluate((el) => {
    const start = el.clientWidth;
    (window as Waiting).resizeObserved = new Promise<void>((resolve) => {
      const observer = new ResizeObserver(() => {
        if (el.clientWidth === start) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(el);
    });
  });
  await resize();
  await target.page().evaluate(() => (window as Waiting).resizeObserved);
}
