import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { collectConsole, collectScriptRequests, recordedRequests, respondWith } from './support/qa.ts';
import { sendBarrier } from './support/barrier.ts';

const PAGE = '/fixtures/forms/captcha.html';
const UNAVAILABLE = '/fixtures/forms/captcha-unavailable.csp.html';
const SAVE = '/api/form/SaveFormSubmission';
/** The first call a submission makes (the test's own request log: no other test's calls are in it). */
const KEY = '/api/form/FormSubmissionKey';
const PROVIDER = '/fixtures/qa/captcha-provider.js';

async function open(page: Page, url = PAGE) {
  await page.goto(url);
  await expect(page.locator('#block-form')).toHaveAttribute('data-block-state', 'ready');
}

async function fill(page: Page) {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
  await page.getByLabel('Message').fill('Hello there');
}

/** The SaveFormSubmission calls this form sent (other specs may share the server's log). */
async function saves(page: Page, formId = 'form-captcha') {
  return (await recordedRequests(page.request, SAVE)).filter((r) => r.form?.formId === formId);
}

const captchaBox = (page: Page) => page.getByRole('checkbox', { name: "I'm not a robot" });
const response = (page: Page) => page.evaluate(() => (window as unknown as { grecaptcha: { getResponse(id: number): string } }).grecaptcha.getResponse(0));

test('the provider script loads once, explicitly rendered, into one marked container; pages without a captcha never load it', async ({ page }) => {
  const scripts = collectScriptRequests(page);
  await open(page, '/fixtures/forms/all-fields.html');
  expect(scripts.filter((url) => url.includes('captcha'))).toEqual([]);

  await open(page);
  await expect(captchaBox(page)).toBeVisible();
  const provider = scripts.filter((url) => url.includes(PROVIDER));
  expect(provider).toHaveLength(1);
  const query = new URL(provider[0]!).searchParams;
  expect(query.get('render')).toBe('explicit');
  expect(query.get('onload')).toBeTruthy();
  await expect(page.locator('.captcha-container')).toHaveAttribute('data-captcha-rendered', 'true');
  await expect(page.locator('.captcha-container .qa-captcha')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { grecaptcha?: unknown }).grecaptcha !== undefined)).toBe(true);
});

test("an unsolved captcha stops the submission with 'Complete CAPTCHA before submitting.'", async ({ page }) => {
  const before = (await saves(page)).length;
  await open(page);
  await expect(captchaBox(page)).toBeVisible();
  await fill(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Complete CAPTCHA before submitting.');
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  // The barrier: solving it and sending, a submission that must arrive after anything the
  // refused one could have sent. Only that one reached the server.
  await captchaBox(page).click();
  const token = await response(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you! Your message was sent.')).toBeVisible();
  expect(await recordedRequests(page.request, KEY)).toHaveLength(1);
  expect((await saves(page)).slice(before).map((r) => r.form?.captchaKey)).toEqual([token]);
});

test('a solved captcha (keyboard only) sends its token as captchaKey', async ({ page }) => {
  const before = (await saves(page)).length;
  await open(page);
  await fill(page);
  await captchaBox(page).focus();
  await page.keyboard.press('Space');
  await expect(captchaBox(page)).toHaveAttribute('aria-checked', 'true');
  const token = await response(page);
  expect(token).toMatch(/^qa-captcha-token-\d+$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you! Your message was sent.')).toBeVisible();
  const sent = (await saves(page)).slice(before);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.form?.captchaKey).toBe(token);
  expect(JSON.parse(sent[0]?.form?.form ?? '{}')).toMatchObject({ 'email-yui_2': 'ada@example.com', 'textarea-yui_3': 'Hello there' });
});

test('a failed submission resets the captcha, keeps every value, and submit waits for a new solve', async ({ page }) => {
  const before = (await saves(page)).length;
  await open(page);
  await fill(page);
  await captchaBox(page).click();
  const first = await response(page);
  await respondWith(page.request, { method: 'POST', path: SAVE, status: 500, body: { error: 'x' }, times: 1 });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unable to send form. Please try again later.');
  expect(await response(page)).toBe('');
  await expect(captchaBox(page)).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last Name')).toHaveValue('Lovelace');
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('ada@example.com');
  await expect(page.getByLabel('Message')).toHaveValue('Hello there');
  // docs/behaviour/forms.md#form-states: "a bound captcha is reset and the button stays disabled until it is solved again".
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

  await captchaBox(page).click();
  const second = await response(page);
  expect(second).not.toBe(first);
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you! Your message was sent.')).toBeVisible();
  const sent = (await saves(page)).slice(before);
  expect(sent.map((r) => r.form?.captchaKey)).toEqual([first, second]);
});

test('the form with its captcha passes axe', async ({ page }) => {
  await open(page);
  await expect(captchaBox(page)).toBeVisible();
  await fill(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Complete CAPTCHA before submitting.');
  await page.screenshot({ path: '/tmp/forms-captcha.png', fullPage: true });
  const results = await new AxeBuilder({ page }).include('#block-form').analyze();
  expect(results.violations).toEqual([]);
});

test('a provider script that cannot load: the form says so at once and sends nothing', async ({ page }) => {
  const logs = collectConsole(page);
  const before = (await saves(page, 'form-captcha-missing')).length;
  const started = Date.now();
  await open(page, UNAVAILABLE);
  await expect(page.locator('.captcha-error')).toHaveText('ReCaptcha has not been set up!');
  expect(Date.now() - started).toBeLessThan(5_000);
  await fill(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('.form-message--error')).toHaveText('ReCaptcha has not been set up!');
  await expect(page.getByText('ReCaptcha has not been set up!')).toHaveCount(1);
  await expect(page.locator('.form-message--error')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await page.screenshot({ path: '/tmp/forms-captcha-unavailable.png', fullPage: true });
  // A request the page sends after the refusal is the barrier: a submission starts by asking
  // for a key, so neither that nor a save may be in the log before it.
  await sendBarrier(page);
  expect(await recordedRequests(page.request, KEY)).toEqual([]);
  expect(await saves(page, 'form-captcha-missing')).toHaveLength(before);
  await expect(page.locator('.captcha-container')).not.toHaveAttribute('data-captcha-rendered', 'true');
  expect(logs.pageErrors).toEqual([]);
  expect(logs.messages.filter((m) => /Content Security Policy/i.test(m.text))).toEqual([]);
  const results = await new AxeBuilder({ page }).include('#block-form').analyze();
  expect(results.violations).toEqual([]);
});
