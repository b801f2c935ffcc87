/** The comments page module (docs/behaviour/page-modules.md#comments). */
import { expect, test } from './support/test.ts';
import { collectConsole } from './support/qa.ts';
import { trackQuiet } from './support/quiet.ts';

const COUNT_SCRIPT = 'https://fixture-site.disqus.com/count.js';

test('native comments: each link is the base url, the item path and #comment-{id}', async ({ page }) => {
  await page.goto('/fixtures/modules/comments.html');
  await expect(page.locator('#comments-one')).toHaveAttribute('href', 'http://127.0.0.1/journal/first-post#comment-5f1a2b3c4d5e6f7a8b9c0d1e');
  await expect(page.locator('#comments-two')).toHaveAttribute('href', 'http://127.0.0.1/journal/second-post#comment-5f1a2b3c4d5e6f7a8b9c0d1f');
  await page.screenshot({ path: '/tmp/shots/comments.png' });
});

test('with a shortname: #disqus_thread links, and the comment-count script loaded once', async ({ page }) => {
  const fetched: string[] = [];
  await page.route(COUNT_SCRIPT, (route) => {
    fetched.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'document.documentElement.dataset.countScript = "ran";' });
  });
  const tracker = trackQuiet(page);
  await page.goto('/fixtures/modules/comments-disqus.html');
  await expect(page.locator('#comments-one')).toHaveAttribute('href', 'http://127.0.0.1/journal/first-post#disqus_thread');
  await expect(page.locator('#comments-two')).toHaveAttribute('href', 'http://127.0.0.1/journal/second-post#disqus_thread');
  await expect(page.locator('html')).toHaveAttribute('data-count-script', 'ran');
  // Once: a second load would start after the first ran, so wait until everything the page started has ended.
  await tracker.quiet();
  expect(fetched).toEqual([COUNT_SCRIPT]);
});

test('a count script that fails is logged; the links still work', async ({ page }) => {
  const { messages } = collectConsole(page);
  await page.route(COUNT_SCRIPT, (route) => route.abort());
  await page.goto('/fixtures/modules/comments-disqus.html');
  await expect(page.locator('#comments-one')).toHaveAttribute('href', /#disqus_thread$/);
  await expect.poll(() => messages.find((m) => m.text.includes('the comment-count script failed'))?.type).toBe('error');
  expect(messages.find((m) => m.text.includes('the comment-count script failed'))!.text).toContain('[site-runtime]');
});
