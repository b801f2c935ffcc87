import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock (`page.clock.install()` first) `aheadMs` past
 * the page's own now, firing what falls due on the way: from then on only
 * the test moves time (`page.clock.runFor`), so a limit is met exactly
 * however busy the machine is.
 */
export async function pauseClock(page: Page, aheadMs = 1000): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + aheadMs);
}
