/**
 * The newsletter block as real 7.1 pages serve it (issue 35; docs/behaviour/content-blocks.md#newsletter):
 * the site stylesheet keeps `.newsletter-block:not(.rendered)` transparent, and the success
 * text sits inside the form. The block must become visible once enhanced, and the thanks must
 * replace the form, not stay inside the hidden form.
 */
import { probes } from '../../widgets/newsletter/test/probe.ts';
import { recordedRequests, resetQa } from './support/qa.ts';
import { expect, test, type Page } from './support/test.ts';

const PAGE = '/fixtures/forms/newsletter-real.csp.html';
const BLOCK = '#block-yui_3_17_2_1_1700000000000_5501';
const SAVE = '/api/form/SaveFormSubmission';

async function open(page: Page) {
  await page.goto(PAGE);
  await expect(page.locator(BLOCK)).toHaveAttribute('data-block-state', 'ready');
}

const opacity = (page: Page) => page.locator(BLOCK).evaluate((el) => getComputedStyle(el).opacity);

test.beforeEach(async ({ request }) => {
  await resetQa(request);
});

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the block is marked rendered and is visible under the site stylesheet', async ({ page }) => {
      await open(page);
      await expect(page.locator(BLOCK)).toHaveClass(/(^| )rendered( |$)/);
      await expect.poll(() => opacity(page)).toBe('1');
      await expect(page.getByRole('textbox', { name: 'Email Address' })).toBeVisible();
    });

    test('after subscribing, "Thank you!" replaces the form, visible and focused; keyboard alone', async ({ page }) => {
      await open(page);
      await page.getByRole('textbox', { name: 'Email Address' }).focus();
      await page.keyboard.type('baker@example.com');
      await page.keyboard.press('Enter');
      const thanks = page.locator(BLOCK).getByText('Thank you!');
      await expect(thanks).toBeVisible();
      await expect(thanks).toBeFocused();
      await expect(page.locator(`${BLOCK} form`)).toBeHidden();
      await expect(page.getByRole('textbox', { name: 'Email Address' })).toBeHidden();
      const sent = await recordedRequests(page.request, SAVE);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.form).toMatchObject({ formId: '6b22c33d44e55f66a7788001', collectionId: '6b22c33d44e55f66a7788002' });
      expect(JSON.parse(sent[0]!.form!.form!)).toEqual({ email: 'baker@example.com' });
    });

    test('the newsletter probe passes', async ({ page }) => {
      await open(page);
      const targets = page.locator(probes[0]!.selector);
      expect(await targets.count()).toBe(1);
      await probes[0]!.run({ page, target: targets.first(), width });
    });
  });
}
