/** Share buttons and social buttons (docs/behaviour/page-modules.md#share-buttons, #social-buttons). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

test('share buttons open the provider in a new window with no opener; axe clean', async ({ page, context }) => {
  await context.route(/facebook\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }));
  await page.goto('/fixtures/modules/share-buttons.html');
  const facebook = page.getByRole('link', { name: 'Facebook' });
  await expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fjournal%2Ffirst-post');
  await expect(page.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    'mailto:?subject=First%20post%20%26%20more&body=https%3A%2F%2Fexample.com%2Fjournal%2Ffirst-post',
  );
  const popupPromise = page.waitForEvent('popup');
  await facebook.focus();
  await page.keyboard.press('Enter');
  const popup = await popupPromise;
  expect(popup.url()).toContain('https://www.facebook.com/sharer/sharer.php?u=');
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(page.url()).toContain('/fixtures/modules/share-buttons.html');
  await page.screenshot({ path: '/tmp/shots/share-buttons.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("social buttons list the site's https accounts, opened safely; axe clean", async ({ page }) => {
  await page.goto('/fixtures/modules/social-buttons.html');
  const list = page.getByRole('list', { name: 'Follow us' });
  await expect(list.getByRole('link')).toHaveCount(2);
  const instagram = list.getByRole('link', { name: 'Fern & Field on Instagram' });
  await expect(instagram).toHaveAttribute('href', 'https://instagram.com/fernandfield');
  await expect(instagram).toHaveAttribute('target', '_blank');
  await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  await page.screenshot({ path: '/tmp/shots/social-buttons.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
