/** The blog list and the gallery list (docs/behaviour/page-modules.md#blog-list, #gallery-list). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

test("blog list: lazy images load, each 'Read More' is described by its title; axe clean", async ({ page }) => {
  await page.goto('/fixtures/modules/blog-list.html');
  const more = page.getByRole('link', { name: 'Read More' }).nth(1);
  await expect(more).toHaveAccessibleDescription('Choosing a clay');
  await expect(page.locator('.BlogList img').first()).toHaveAttribute('src', /\/fixtures\/blocks\/thumb-1\.svg/);
  await page.screenshot({ path: '/tmp/shots/blog-list.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('gallery list: cover images load and each item is marked loaded; axe clean', async ({ page }) => {
  await page.goto('/fixtures/modules/gallery-list.html');
  await expect(page.locator('.gallery-list-item.loaded')).toHaveCount(3);
  await expect(page.locator('#gallery-3 img')).toHaveAttribute('src', /\/fixtures\/blocks\/thumb-3\.svg/);
  await page.screenshot({ path: '/tmp/shots/gallery-list.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
