import type { Page } from '@playwright/test';

/**
 * A request the page sends now (to the QA server's `/api/qa/echo`), awaited
 * until the server has answered, so it is in the request log. Use it after
 * whatever the page must NOT send has had its chance (its timers run with
 * `page.clock`, the action that could send it done): anything the page
 * started sending before this request was on the wire first, so once this
 * one is recorded, "not in the log" means "not sent". No real time is waited.
 */
export async function sendBarrier(page: Page): Promise<void> {
  const status = await page.evaluate(() => fetch('/api/qa/echo?barrier', { method: 'POST', keepalive: true }).then((response) => response.status));
  if (status !== 200) throw new Error(`the barrier request answered ${status}`);
}
