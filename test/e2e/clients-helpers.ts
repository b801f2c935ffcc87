/**
 * Shared by the clients specs: open a fixture page of `fixtures/pages/clients/`
 * once the runtime is up, press one of its client buttons, read `#result`.
 */
import { expect, type Page } from './support/test.ts';

/** Opens `/fixtures/clients/NAME.html` (plus `query`) and waits for the runtime. */
export async function openClientPage(page: Page, name: string, query = ''): Promise<void> {
  await page.goto(`/fixtures/clients/${name}.html${query}`);
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
}

/** Presses the button named `name` and returns what `#result` settles on. */
export async function press(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name, exact: true }).click();
  return settled(page);
}

/** What `#result` settles on once the pending call ends. */
export async function settled(page: Page): Promise<string> {
  const result = page.locator('#result');
  await expect(result).not.toHaveText('pending');
  return (await result.textContent()) ?? '';
}

/** The page's `#result` is `pending` (a call waits). */
export async function expectPending(page: Page): Promise<void> {
  await expect(page.locator('#result')).toHaveText('pending');
}

/**
 * Installs the page clock and pauses it: time moves only by `runFor`, so a
 * slow machine's real seconds never count against a time limit under test.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}
