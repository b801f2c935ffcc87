import { expect, test, type Page } from './support/test.ts';
import { collectScriptRequests, recordedRequests, respondWith } from './support/qa.ts';
import { pauseClock } from './support/clock.ts';

const PAGE = '/fixtures/forms/newsletter.csp.html';
const SAVE = '/api/form/SaveFormSubmission';

async function open(page: Page) {
  await page.goto(PAGE);
  await expect(page.locator('#block-news-narrow')).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('#block-news-wide')).toHaveAttribute('data-block-state', 'ready');
}

test.beforeEach(async ({ request }) => {
  await request.delete('/__qa/respond');
});

test('the small class goes on the container under 320 px only; no React loads', async ({ page }) => {
  const scripts = collectScriptRequests(page);
  await open(page);
  await expect(page.locator('#block-news-narrow .newsletter-form-wrapper')).toHaveClass(/newsletter-form-wrapper--small/);
  await expect(page.locator('#block-news-wide .newsletter-form-wrapper')).not.toHaveClass(/newsletter-form-wrapper--small/);
  const manifest = (await (await page.request.get('/dist/manifest.json')).json()) as { shared: { react?: string } };
  expect(scripts.some((url) => url.endsWith(manifest.shared.react!))).toBe(false);
});

test('subscribing sends the key and the email with the form id, then shows the thanks', async ({ page }) => {
  await open(page);
  const wide = page.locator('#block-news-wide');
  await wide.getByLabel('Email Address').fill('reader@example.com');
  await wide.getByRole('button', { name: 'Sign Up' }).click();
  await expect(wide.locator('.form-submission-text')).toBeVisible();
  await expect(wide.locator('.form-submission-text')).toBeFocused();
  await expect(wide.locator('form')).toBeHidden();
  const sent = (await recordedRequests(page.request, SAVE)).filter((r) => r.form?.formId === 'news-wide');
  expect(sent.at(-1)!.form).toMatchObject({ collectionId: 'col-news', objectName: 'page-section-9', submitButtonText: 'Sign Up' });
  expect(sent.at(-1)!.form!.key).toBeTruthy();
  expect(JSON.parse(sent.at(-1)!.form!.form!)).toEqual({ email: 'reader@example.com' });
});

test('a 400 with field errors marks the field and says why, never the scroll-up notice; a 429 its message; the email is kept', async ({ page }) => {
  await open(page);
  const narrow = page.locator('#block-news-narrow');
  const email = narrow.getByLabel('Email Address');
  await email.fill('reader@example.com');
  await respondWith(page.request, { method: 'POST', path: SAVE, status: 400, body: { errors: { email: 'Already subscribed.' } }, times: 1 });
  await narrow.getByRole('button', { name: 'Sign Up' }).click();
  await expect(narrow.getByRole('alert')).toHaveText('Already subscribed.');
  await expect(narrow.getByText('Your form has encountered a problem. Please scroll up to review.')).toHaveCount(0);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Already subscribed.');
  await respondWith(page.request, { method: 'POST', path: SAVE, status: 429, body: {}, times: 1 });
  await narrow.getByRole('button', { name: 'Sign Up' }).click();
  await expect(narrow.getByRole('alert')).toHaveText('Unable to submit form. Submission rate limit exceeded. Please try again later.');
  await expect(email).toHaveValue('reader@example.com');
  await expect(narrow.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
});

test('an invalid email is refused with the documented message, nothing sent', async ({ page }) => {
  await open(page);
  const wide = page.locator('#block-news-wide');
  await wide.getByLabel('Email Address').fill('nope');
  const before = (await recordedRequests(page.request, SAVE)).length;
  await wide.getByRole('button', { name: 'Sign Up' }).click();
  await expect(wide.getByRole('alert')).toHaveText('Email is not valid. Email addresses should follow the format name@example.com.');
  await expect(wide.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
  expect((await recordedRequests(page.request, SAVE)).length).toBe(before);
});

test("a hung save fails after the block's data-submit-timeout-ms with the unknown error; the email is kept and can be sent again", async ({ page }) => {
  await page.clock.install();
  await open(page);
  await pauseClock(page);
  const narrow = page.locator('#block-news-narrow');
  const email = narrow.getByLabel('Email Address');
  await email.fill('late@example.com');
  await respondWith(page.request, { method: 'POST', path: SAVE, status: 200, body: { success: true }, delayMs: 60_000, times: 1 });
  const before = (await recordedRequests(page.request, SAVE)).length;
  await narrow.getByRole('button', { name: 'Sign Up' }).click();
  await expect(narrow.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
  await expect.poll(async () => (await recordedRequests(page.request, SAVE)).length).toBe(before + 1);
  // The block's 1500 ms, not the 30 s default.
  await page.clock.runFor(1499);
  await expect(narrow.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(narrow.getByRole('alert')).toHaveText('Unknown error, please try again later.');
  await expect(email).toHaveValue('late@example.com');
  await expect(narrow.getByRole('button', { name: 'Sign Up' })).toBeEnabled();

  // The next try goes through with what was typed.
  await narrow.getByRole('button', { name: 'Sign Up' }).click();
  await expect(narrow.locator('.form-submission-text')).toBeVisible();
  const sent = (await recordedRequests(page.request, SAVE)).filter((r) => r.form?.formId === 'news-narrow');
  expect(JSON.parse(sent.at(-1)!.form!.form!)).toEqual({ email: 'late@example.com' });
});
