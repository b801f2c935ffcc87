import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { recordedRequests, respondWith } from './support/qa.ts';

const PAGE = '/fixtures/forms/all-fields.html';
const SAVE = '/api/form/SaveFormSubmission';

async function open(page: Page, url = PAGE) {
  await page.goto(url);
  await expect(page.locator('#block-form')).toHaveAttribute('data-block-state', 'ready');
}

/** Fills every field the visitor can type into. */
async function fillAll(page: Page) {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
  const phone = page.locator('#phone-yui_4');
  await phone.getByLabel('Area Code').fill('555');
  await phone.getByLabel('Prefix').fill('123');
  await phone.getByLabel('Line').fill('4567');
  const office = page.locator('#phone-yui_5');
  await office.getByLabel('Country').fill('44');
  await office.getByLabel('Area Code').fill('20');
  await office.getByLabel('Prefix').fill('7946');
  await office.getByLabel('Line').fill('0958');
  await page.getByLabel('Address 1').fill('1 Main Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').fill('IL');
  await page.getByLabel('Zip Code').fill('62701');
  await page.locator('#address-yui_6').getByLabel('Country').fill('USA');
  await page.getByLabel('Month').fill('12');
  await page.getByLabel('Day').fill('10');
  await page.getByLabel('Year').fill('1815');
  await page.getByLabel('Hour').fill('09');
  await page.getByLabel('Minute').fill('30');
  await page.getByLabel('Second').fill('00');
  await page.getByLabel('AM/PM').selectOption('PM');
  await page.getByRole('group', { name: 'The service was fast' }).getByLabel('Strongly Agree').check();
  await page.getByRole('group', { name: 'The staff was friendly' }).getByLabel('Disagree', { exact: true }).check();
  await page.getByLabel('Design').check();
  await page.getByLabel('Coffee').check();
  await page.getByLabel('Large').check();
  await page.getByLabel('Topic').selectOption('Support');
  await page.getByLabel('Company').fill('Analytical Engines');
  await page.getByLabel('Message').fill('Hello there');
  await page.getByLabel('Guests').fill('3');
  await page.getByLabel('Website').fill('https://example.com');
  await page.getByLabel('Budget').fill('1200.50');
  await page.getByLabel('Password').fill('s3cret');
  await page.getByLabel('Twitter').fill('ada');
}

const EXPECTED_FORM = {
  'name-yui_2': ['Ada', 'Lovelace'],
  'email-yui_3': 'ada@example.com',
  'phone-yui_4': ['', '555', '123', '4567'],
  'phone-yui_5': ['44', '20', '7946', '0958'],
  'address-yui_6': ['1 Main Street', '', 'Springfield', 'IL', '62701', 'USA'],
  'date-yui_7': ['12', '10', '1815'],
  'time-yui_8': ['09', '30', '00', 'PM'],
  'likert-yui_9': { 'The service was fast': '2', 'The staff was friendly': '-1' },
  'checkbox-yui_10': ['Design', 'Coffee'],
  'radio-yui_11': 'Large',
  'select-yui_12': 'Support',
  'hidden-yui_13': 'spring-sale',
  'text-yui_14': 'Analytical Engines',
  'textarea-yui_15': 'Hello there',
  'number-yui_16': '3',
  'website-yui_17': 'https://example.com',
  'currency-yui_18': '1200.50',
  'password-yui_19': 's3cret',
  'twitter-yui_20': 'ada',
};

async function saves(page: Page, formId: string) {
  return (await recordedRequests(page.request, SAVE)).filter((r) => r.form?.formId === formId);
}

test.beforeEach(async ({ request }) => {
  await request.delete('/__qa/respond');
});

test('a successful submission saves what was typed, field by field; the success HTML shows, its script never runs (docs/security.md), and takes focus', async ({
  page,
}) => {
  await open(page, `${PAGE}?SQF_CAMPAIGN=spring-sale`);
  await page.screenshot({ path: '/tmp/form-idle.png', fullPage: true });
  await fillAll(page);
  const before = (await saves(page, 'form-all')).length;
  await page.getByRole('button', { name: 'Send' }).click();
  const message = page.locator('.form-submission-text');
  await expect(message).toContainText('Thank you! We will be in touch.');
  await expect(message).toBeFocused();
  await expect(message.locator('script')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-form-success-script', 'ran');
  await expect(page.locator('form[data-form-id]')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/form-success.png' });
  const sent = (await saves(page, 'form-all')).slice(before);
  expect(sent).toHaveLength(1);
  const body = sent[0]!.form!;
  expect(body.key).toBeTruthy();
  expect(body).toMatchObject({ formId: 'form-all', collectionId: 'col-1', objectName: 'page-section-1', isOverlayForm: 'false', submitButtonText: 'Send' });
  // The intra-page event fields: where on the site the form was sent from.
  expect(body).toMatchObject({ pagePath: '/fixtures/forms/all-fields.html', pageHash: '', websiteId: 'w-fixtures' });
  expect(JSON.parse(body.form!)).toEqual(EXPECTED_FORM);
  const keys = await recordedRequests(page.request, '/api/form/FormSubmissionKey');
  expect(keys.length).toBeGreaterThan(0);
});

for (const [status, text] of [
  [401, 'Unable to submit form. Please try again later.'],
  [404, 'This form has not been configured yet.'],
  [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
  [500, 'Unable to send form. Please try again later.'],
] as const) {
  test(`a ${status} shows its message and keeps every typed value`, async ({ page }) => {
    await open(page);
    await fillAll(page);
    await respondWith(page.request, { method: 'POST', path: SAVE, status, body: { error: 'x' }, times: 1 });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText(text);
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(page.getByLabel('First Name')).toHaveValue('Ada');
    await expect(page.getByLabel('Message')).toHaveValue('Hello there');
    await expect(page.getByLabel('Coffee')).toBeChecked();
    await expect(page.getByLabel('Topic')).toHaveValue('Support');
    await expect(page.locator('#office')).toHaveCount(0);
  });
}

test("another status shows the response's error text; a submission that cannot be sent asks for a reload, values kept", async ({ page }) => {
  await open(page);
  await fillAll(page);
  await respondWith(page.request, { method: 'POST', path: SAVE, status: 418, body: { error: 'The teapot is busy.' }, times: 1 });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('The teapot is busy.');
  await page.route('**/api/form/SaveFormSubmission', (route) => route.abort());
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error processing form submission. Please reload and try again.');
  await expect(page.getByLabel('Twitter')).toHaveValue('ada');
  await expect(page.getByLabel('Large')).toBeChecked();
});

test('a 400 with field errors marks those fields and says to scroll up', async ({ page }) => {
  await open(page);
  await fillAll(page);
  await respondWith(page.request, { method: 'POST', path: SAVE, status: 400, body: { errors: { 'text-yui_14': 'That company is taken.' } }, times: 1 });
  await page.getByRole('button', { name: 'Send' }).click();
  const company = page.getByLabel('Company');
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  await expect(company).toHaveAccessibleDescription(/That company is taken\./);
  await expect(page.locator('.form-summary--bottom')).toHaveText('Your form has encountered a problem. Please scroll up to review.');
  await expect(page.locator('.form-summary--top')).toBeFocused();
  await expect(page.locator('.form-message--error')).toHaveText('Your form has encountered a problem. Please scroll up to review.');
  await expect(company).toHaveValue('Analytical Engines');
});

test('a double click sends one submission, the button saying Submitting… meanwhile', async ({ page }) => {
  await open(page);
  await fillAll(page);
  await page.getByLabel('Company').fill('Double Click Ltd');
  // The submission is held on its way until the button has been read: no clock decides whether "Submitting…" is seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/form/SaveFormSubmission', async (route) => {
    await held;
    await route.continue();
  });
  const button = page.locator('button[type=submit]');
  await button.dblclick();
  await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(button).toHaveText('Submitting…');
  await expect(button).toBeDisabled();
  release();
  await expect(page.locator('.form-submission-text')).toBeVisible();
  const sent = (await saves(page, 'form-all')).filter((r) => JSON.parse(r.form!.form!)['text-yui_14'] === 'Double Click Ltd');
  expect(sent).toHaveLength(1);
});

test('client validation: the documented messages, aria-invalid, the summary focused, nothing sent', async ({ page }) => {
  await open(page);
  await page.getByRole('textbox', { name: /^Email/ }).fill('not-an-email');
  await page.getByLabel('Message').fill('x'.repeat(45));
  await expect(page.locator('.character-counter')).toHaveText('45 / 40');
  await expect(page.locator('.character-counter')).toHaveClass(/error/);
  const before = (await saves(page, 'form-all')).length;
  await page.getByRole('button', { name: 'Send' }).click();
  const summary = page.locator('.form-summary--top');
  await expect(summary.locator('.form-summary__message')).toHaveText('Your form has encountered a problem. Please scroll down to review.');
  await expect(summary).toBeFocused();
  // Issue 43: each entry of the summary links to its field.
  await expect(summary.getByRole('link')).toHaveText([
    'Name: This field is required.',
    'Email: Email is not valid. Email addresses should follow the format name@example.com.',
    'Message: You have exceeded the character limit.',
  ]);
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('First Name')).toBeFocused();
  await summary.getByRole('link', { name: /^Message/ }).click();
  await expect(page.getByLabel('Message')).toBeFocused();
  await expect(page.locator('.form-message--error')).toHaveText('One or more fields is invalid, please check your entries.');
  const email = page.getByRole('textbox', { name: /^Email/ });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#email-yui_3-error')).toHaveText('Email is not valid. Email addresses should follow the format name@example.com.');
  await expect(page.locator('#textarea-yui_15-error')).toHaveText('You have exceeded the character limit.');
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: '/tmp/form-error.png', fullPage: true });
  expect((await saves(page, 'form-all')).length).toBe(before);
  const results = await new AxeBuilder({ page }).include('#block-form').analyze();
  expect(results.violations).toEqual([]);
});

test('axe finds nothing on the idle form', async ({ page }) => {
  await open(page);
  const results = await new AxeBuilder({ page }).include('#block-form').analyze();
  expect(results.violations).toEqual([]);
});

test('keyboard alone completes the form (strict CSP page)', async ({ page }) => {
  await open(page, '/fixtures/forms/redirect.csp.html');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('First Name')).toBeFocused();
  await page.keyboard.type('Grace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hopper');
  await page.keyboard.press('Tab');
  await page.keyboard.type('grace@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The redirect is followed.
  await expect(page).toHaveURL(/\/checkout\/thanks\?from=form/);
  const sent = (await recordedRequests(page.request, SAVE)).filter((r) => r.form?.formId === 'form-redirect');
  expect(JSON.parse(sent.at(-1)!.form!.form!)).toEqual({ 'name-yui_1': ['Grace', 'Hopper'], 'email-yui_2': 'grace@example.com' });
});

test('a hand-written form: its fallback is replaced once the form mounts, and with no success message the visitor reads the default sentence', async ({
  page,
}) => {
  await page.goto('/fixtures/forms/handwritten.html');
  const block = page.locator('#block-contact');
  await expect(block).toHaveAttribute('data-block-state', 'ready');
  await expect(block.locator('.fallback')).toHaveCount(0);
  await expect(block.locator('form')).toHaveCount(1);
  await page.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
  await page.getByRole('textbox', { name: /^Email/ }).press('Enter');
  const message = block.getByRole('status');
  await expect(message).toHaveText('Thank you!');
  await expect(message).toBeFocused();
  await page.screenshot({ path: '/tmp/form-handwritten-success.png' });
  const sent = await saves(page, 'form-contact');
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!.form!.form!)).toMatchObject({ 'email-1': 'ada@example.com' });
});
