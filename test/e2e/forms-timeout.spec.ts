import { expect, test, type Page } from './support/test.ts';
import { recordedRequests, respondWith } from './support/qa.ts';
import { pauseClock } from './support/clock.ts';

const SAVE = '/api/form/SaveFormSubmission';
/** Its block carries data-submit-timeout-ms="1500". */
const SHORT = '/fixtures/forms/timeout.csp.html';
/** No timeout attribute: the 30 s default applies. */
const DEFAULT = '/fixtures/forms/redirect.csp.html';
/** Longer than any limit here: the mock answers too late to matter. */
const HUNG_MS = 60_000;

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('#block-form')).toHaveAttribute('data-block-state', 'ready');
}

async function fillNameAndEmail(page: Page) {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
}

const saves = async (page: Page, formId: string) => (await recordedRequests(page.request, SAVE)).filter((r) => r.form?.formId === formId);

test("a hung save fails after the block's data-submit-timeout-ms with the unknown error, every value kept", async ({ page }) => {
  const before = (await saves(page, 'form-timeout')).length;
  await page.clock.install();
  await open(page, SHORT);
  await pauseClock(page);
  await fillNameAndEmail(page);
  await page.getByLabel('Message').fill('Hello there');
  await respondWith(page.request, { method: 'POST', path: SAVE, status: 200, body: { success: true }, delayMs: HUNG_MS, times: 1 });
  const send = page.getByRole('button', { name: /Send|Submitting/ });
  await send.click();
  await expect(send).toHaveText('Submitting…');
  await expect(send).toBeDisabled();
  await expect.poll(async () => (await saves(page, 'form-timeout')).length).toBe(before + 1);
  // The block's 1500 ms, not the 30 s default.
  await page.clock.runFor(1_499);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.getByRole('alert')).toHaveText('Unknown error, please try again later.');
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last Name')).toHaveValue('Lovelace');
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('ada@example.com');
  await expect(page.getByLabel('Message')).toHaveValue('Hello there');
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await expect(page.getByText('Thank you! Your message was sent.')).toHaveCount(0);
});

test('without the attribute a hung call waits the full 30 s before failing', async ({ page }) => {
  await page.clock.install();
  await open(page, DEFAULT);
  await pauseClock(page);
  await fillNameAndEmail(page);
  await respondWith(page.request, { method: 'POST', path: SAVE, status: 200, body: { success: true }, delayMs: HUNG_MS, times: 1 });
  const before = (await saves(page, 'form-redirect')).length;
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(async () => (await saves(page, 'form-redirect')).length).toBe(before + 1);
  await page.clock.runFor(29_999);
  await expect(page.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.getByRole('alert')).toHaveText('Unknown error, please try again later.');
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page).toHaveURL(DEFAULT);
});
