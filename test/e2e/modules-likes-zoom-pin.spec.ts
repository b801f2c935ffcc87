/** Simple likes, image zoom and the Pinterest overlay (docs/behaviour/page-modules.md#simple-likes, #image-zoom, #pinterest-overlay). */
import AxeBuilder from '@axe-core/playwright';
import { expect, qaScope, test } from './support/test.ts';
import { collectConsole, recordedRequests, respondWith } from './support/qa.ts';

const LIKES = '/api/content/likes';
const ITEM = '5f1a2b3c4d5e6f7a8b9c0d1e';

test('a like by keyboard adds one, once, and is remembered after a reload; axe clean', async ({ page }) => {
  await page.goto('/fixtures/modules/simple-likes.html');
  const like = page.getByRole('button', { name: 'Like (3)' });
  await like.focus();
  const counted = page.waitForResponse((r) => r.url().includes(LIKES) && r.request().method() === 'POST');
  await page.keyboard.press('Space');
  const liked = page.locator('#like-one');
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await expect(liked.locator('.like-count')).toHaveText('4');
  await page.keyboard.press('Enter');
  await expect(liked.locator('.like-count')).toHaveText('4');
  await page.screenshot({ path: '/tmp/shots/simple-likes.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  // The reload reads the count back from the site: it must have answered the like first.
  expect((await counted).status()).toBe(200);
  await page.reload();
  await expect(page.locator('#like-one')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#like-one .like-count')).toHaveText('4');
  await expect(page.locator('#like-two')).toHaveAttribute('aria-pressed', 'false');
});

test('a like reaches the site through the data layer; the count is the site’s answer, read back after a reload and by another visitor', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/fixtures/modules/simple-likes.html');
  await page.getByRole('button', { name: 'Like (3)' }).click();
  await expect(page.locator('#like-one')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await recordedRequests(request, LIKES)).filter((r) => r.method === 'POST').map((r) => r.json)).toEqual([{ itemId: ITEM }]);
  const reads = (await recordedRequests(request, LIKES)).filter((r) => r.method === 'GET');
  expect(reads.map((r) => r.query.itemIds)).toEqual([`${ITEM},5f1a2b3c4d5e6f7a8b9c0d1f`]);
  // The site counted it: another visitor (same QA scope, no local storage) sees 4, not pressed.
  const other = await browser.newPage({ extraHTTPHeaders: { 'x-qa-scope': qaScope(test.info()) } });
  await other.goto(`${test.info().project.use.baseURL}/fixtures/modules/simple-likes.html`);
  await expect(other.locator('#like-one')).toHaveAttribute('aria-label', 'Like (4)');
  await expect(other.locator('#like-one')).toHaveAttribute('aria-pressed', 'false');
  // The count shows at once; close only once the site has answered, or the reload races the like.
  const counted = other.waitForResponse((r) => r.url().includes(LIKES) && r.request().method() === 'POST');
  await other.getByRole('button', { name: 'Like (4)' }).press('Enter');
  await expect(other.locator('#like-one .like-count')).toHaveText('5');
  expect((await counted).status()).toBe(200);
  await other.close();
  await page.reload();
  await expect(page.locator('#like-one')).toHaveAttribute('aria-label', 'Like (5)');
  await expect(page.locator('#like-one')).toHaveAttribute('aria-pressed', 'true');
});

test('a like the site refuses (500) or never answers is taken back: not pressed, the count as before, nothing remembered, no error shown', async ({
  page,
  request,
}) => {
  const { pageErrors } = collectConsole(page);
  await respondWith(request, { method: 'POST', path: LIKES, status: 500, body: { error: 'boom' } });
  await page.clock.install();
  await page.goto('/fixtures/modules/simple-likes.html');
  const like = page.locator('#like-one');
  await page.getByRole('button', { name: 'Like (3)' }).click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like.locator('.like-count')).toHaveText('3');
  // Hung: shown at once, taken back when the call's 10 s limit passes.
  await respondWith(request, { method: 'POST', path: LIKES, delayMs: 60_000 });
  await like.press('Space');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.locator('.like-count')).toHaveText('4');
  // The call's time limit starts with the call, which waits for the data layer's chunk: on a
  // loaded machine the clock could run before it, and the limit would never pass. The site
  // has it (the second POST) before the clock runs.
  await expect.poll(async () => (await recordedRequests(request, LIKES)).filter((r) => r.method === 'POST').length).toBe(2);
  await page.clock.runFor(10_001);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like.locator('.like-count')).toHaveText('3');
  expect(await page.evaluate(() => localStorage.getItem('ss-simple-likes'))).toBeNull();
  await expect(page.locator('.system-error, [role="alertdialog"]')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
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

test("the Pinterest overlay by mode 'disabled': nothing, not even its module (docs/behaviour/page-modules.md#page-module-context)", async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/fixtures/modules/pinterest-overlay-disabled.html');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  await expect(page.locator('html')).not.toHaveAttribute('data-pinterest-overlay', /.*/);
  await expect(page.locator('.sqs-pin-it')).toHaveCount(0);
  expect(urls.filter((url) => url.includes('/site-pinterest-overlay-'))).toEqual([]);
});
