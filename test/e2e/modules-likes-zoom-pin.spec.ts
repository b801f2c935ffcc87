/** Simple likes, image zoom and the Pinterest overlay (docs/behaviour.md#simple-likes, #image-zoom, #pinterest-overlay). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

test('a like by keyboard adds one, once, and is remembered after a reload; axe clean', async ({ page }) => {
  await page.goto('/fixtures/modules/simple-likes.html');
  const like = page.getByRole('button', { name: 'Like (3)' });
  await like.focus();
  await page.keyboard.press('Space');
  const liked = page.locator('#like-one');
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await expect(liked.locator('.like-count')).toHaveText('4');
  await page.keyboard.press('Enter');
  await expect(liked.locator('.like-count')).toHaveText('4');
  await page.screenshot({ path: '/tmp/shots/simple-likes.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.reload();
  await expect(page.locator('#like-one')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#like-one .like-count')).toHaveText('4');
  await expect(page.locator('#like-two')).toHaveAttribute('aria-pressed', 'false');
});

test('image zoom follows the pointer, and works by keyboard; Escape leaves the zoom only', async ({ page }) => {
  await page.goto('/fixtures/modules/image-zoom.html');
  const zoom = page.getByRole('button', { name: 'Zoom: Linen apron, front' });
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  const box = (await zoom.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.75);
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  expect(await zoom.locator('img').evaluate((img) => img.style.transformOrigin)).toBe('25% 75%');
  await page.mouse.move(0, 0);
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  await zoom.focus();
  await page.keyboard.press('Enter');
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  expect(await zoom.locator('img').evaluate((img) => img.style.transformOrigin)).toBe('60% 50%');
  await page.screenshot({ path: '/tmp/shots/image-zoom.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => document.documentElement.dataset.siteEscape)).toBe('ignored');
});

test("the Pinterest overlay by mode 'auto': a pin link over large images, shown on focus, opened safely", async ({ page }) => {
  await page.goto('/fixtures/modules/pinterest-overlay.html');
  const pin = page.getByRole('link', { name: 'Save to Pinterest' });
  await expect(pin).toHaveCount(1);
  await expect(pin).toHaveAttribute('href', /^https:\/\/www\.pinterest\.com\/pin\/create\/button\/\?url=.+&media=.+thumb-2\.svg&description=Stoneware%20mug$/);
  await expect(pin).toHaveAttribute('rel', 'noopener noreferrer');
  await pin.focus();
  await expect(pin).toHaveCSS('opacity', '1');
  await page.screenshot({ path: '/tmp/shots/pinterest-overlay.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("the Pinterest overlay by mode 'disabled': nothing", async ({ page }) => {
  await page.goto('/fixtures/modules/pinterest-overlay-disabled.html');
  await expect(page.locator('html')).toHaveAttribute('data-pinterest-overlay', 'disabled');
  await expect(page.locator('.sqs-pin-it')).toHaveCount(0);
});
