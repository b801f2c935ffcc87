import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { recordedRequests, respondWith } from './support/qa.ts';

const PAGE = '/fixtures/commerce/reviews-request.html';

test('each review request state shows its message', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('#review-expired [role=status]')).toHaveText('Your review request has expired');
  await expect(page.locator('#review-reviewed [role=status]')).toHaveText('You have already reviewed this purchase');
  await expect(page.locator('#review-none [role=status]')).toHaveText('There are no products to review');
  await expect(page.locator('#review-open legend')).toHaveText('Rating (required)');
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
});

test('a review needs a star rating; a failed send says so and keeps the text; a good one is sent', async ({ page }) => {
  await page.goto(PAGE);
  const open = page.locator('#review-open');
  await expect(open.locator('legend')).toHaveText('Rating (required)');
  await open.getByLabel('Your review').fill('Soft and warm.');
  await open.getByRole('button', { name: 'Submit Review' }).click();
  await expect(open.getByRole('status')).toHaveText('Please select a star rating');
  await expect(open.locator('.review-request__rating')).toHaveAttribute('aria-invalid', 'true');
  expect(await recordedRequests(page.request, '/api/commerce/reviews')).toEqual([]);

  await open.getByLabel('4 stars').check();
  await respondWith(page.request, { method: 'POST', path: '/api/commerce/reviews', status: 500, body: {} });
  await open.getByRole('button', { name: 'Submit Review' }).click();
  await expect(open.getByRole('status')).toHaveText('Something went wrong Try submitting your review again');
  await expect(open.getByLabel('Your review')).toHaveValue('Soft and warm.');

  await open.getByRole('button', { name: 'Submit Review' }).click();
  await expect(open.getByRole('status')).toHaveText('Thank you for your review');
  const sent = await recordedRequests(page.request, '/api/commerce/reviews');
  expect(sent.at(-1)!.json).toEqual({ productId: 'prod-tee', rating: 4, text: 'Soft and warm.' });
  await page.screenshot({ path: '/tmp/shots/reviews.png' });
});
