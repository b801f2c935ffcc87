/** Native comments on demand (docs/behaviour/page-modules.md#comments): the count and thread load when the comments area comes near. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { collectConsole, recordedRequests, respondWith } from './support/qa.ts';
import { trackQuiet } from './support/quiet.ts';

const COMMENTS = '/api/content/comments';
const ITEM = '5f1a2b3c4d5e6f7a8b9c0d1e';

/**
 * Opens the page with the module started (its comment link pointed) and the page quiet: the
 * area's observer has had its first report (a frame) and whatever that started has ended, so
 * a thread read too early is in the log by then.
 */
const open = async (page: Page) => {
  const tracker = trackQuiet(page);
  await page.goto('/fixtures/modules/comments-thread.html');
  await expect(page.locator('#comments-one')).toHaveAttribute('href', /#comment-/);
  await tracker.quiet();
};

test('the thread is read only when the comments area comes near: the count, then each comment as text; axe clean', async ({ page, request }) => {
  const { pageErrors } = collectConsole(page);
  page.on('dialog', (d) => void d.dismiss());
  await open(page);
  expect(await recordedRequests(request, COMMENTS)).toEqual([]);
  const area = page.locator('#comments');
  await area.scrollIntoViewIfNeeded();
  await expect(area.getByRole('heading', { name: '2 Comments' })).toBeVisible();
  const comments = area.getByRole('listitem');
  await expect(comments).toHaveCount(2);
  await expect(comments.nth(0)).toContainText('Ada');
  await expect(comments.nth(0).locator('.sqs-comment-body')).toHaveText(['Lovely post.', 'The second photo especially.']);
  await expect(comments.nth(1).locator('.sqs-comment-author')).toContainText('Grace <b>Hopper</b>');
  await expect(comments.nth(1).locator('.sqs-comment-body')).toHaveText('<img src=x onerror="alert(1)"> is just text here.');
  await expect(comments.nth(1).locator('img, b')).toHaveCount(0);
  await expect(comments.nth(0).locator('time')).toHaveAttribute('datetime', '2026-03-14T09:00:00.000Z');
  const reads = await recordedRequests(request, COMMENTS);
  expect(reads.map((r) => [r.method, r.query.itemId])).toEqual([['GET', ITEM]]);
  expect((await new AxeBuilder({ page }).include('#comments').analyze()).violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a failed read (500, then hung) says so in the area with a retry; Enter on it loads the thread; no error overlay', async ({ page, request }) => {
  await respondWith(request, { method: 'GET', path: COMMENTS, status: 500, body: { error: 'boom' } });
  await page.clock.install();
  await open(page);
  const area = page.locator('#comments');
  await area.scrollIntoViewIfNeeded();
  await expect(area.getByRole('status')).toHaveText('Comments could not be loaded.');
  await respondWith(request, { method: 'GET', path: COMMENTS, delayMs: 60_000 });
  await area.getByRole('button', { name: 'Try again' }).press('Enter');
  await expect(area.getByRole('status')).toHaveText('Loading comments…');
  await expect(area).toHaveAttribute('aria-busy', 'true');
  await page.clock.runFor(10_001);
  const retry = area.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeFocused();
  await retry.press('Enter');
  await expect(area.getByRole('heading', { name: '2 Comments' })).toBeFocused();
  await expect(area).not.toHaveAttribute('aria-busy', /.*/);
  await expect(page.locator('.system-error, [role="alertdialog"]')).toHaveCount(0);
  expect((await recordedRequests(request, COMMENTS)).length).toBe(3);
});

test.describe('external comments provider', () => {
  const EMBED = 'https://fixture-site.disqus.com/embed.js';
  // The provider's stand-in: it reads the page's config hook, as the real embed does, and fills #disqus_thread.
  const STAND_IN = `(function () { var c = { page: {} }; window.disqus_config.call(c); document.getElementById('disqus_thread').textContent = 'Thread ' + c.page.identifier + ' at ' + c.page.url; })();`;

  test("the provider's thread loads only when the area comes near, told the item and its page", async ({ page }) => {
    const embeds: string[] = [];
    await page.route('https://fixture-site.disqus.com/**', (route) => {
      if (route.request().url() === EMBED) embeds.push(EMBED);
      return route.fulfill({ contentType: 'text/javascript', body: route.request().url() === EMBED ? STAND_IN : '' });
    });
    const tracker = trackQuiet(page);
    await page.goto('/fixtures/modules/comments-disqus-thread.html');
    await expect(page.locator('#comments-one')).toHaveAttribute('href', /#disqus_thread$/);
    // The area's observer has reported (a frame) and what it started has ended: an early embed is in the list by then.
    await tracker.quiet();
    expect(embeds).toEqual([]);
    await page.locator('#disqus_thread').scrollIntoViewIfNeeded();
    await expect(page.locator('#disqus_thread')).toHaveText(`Thread ${ITEM} at http://127.0.0.1/journal/first-post`);
    expect(embeds).toEqual([EMBED]);
  });

  test('an embed that fails to load says so in the area; the page goes on', async ({ page }) => {
    await page.route('https://fixture-site.disqus.com/**', (route) => route.abort());
    await page.goto('/fixtures/modules/comments-disqus-thread.html');
    await expect(page.locator('#comments-one')).toHaveAttribute('href', /#disqus_thread$/);
    await page.locator('#disqus_thread').scrollIntoViewIfNeeded();
    await expect(page.locator('#disqus_thread').getByRole('status')).toHaveText('Comments could not be loaded.');
    await expect(page.locator('.system-error, [role="alertdialog"]')).toHaveCount(0);
  });
});
