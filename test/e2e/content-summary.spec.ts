/**
 * Issue 11: the summary block lays out its server-rendered items by design,
 * loads their images through the image loader, makes the carousel
 * keyboard- and touch-operable, and asks the server for the items a
 * summary's markup lacks (GetWidgetRendering).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { collectConsole, recordedRequests, respondWith } from './support/qa.ts';

const initialized = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');

test('carousel: groups of three, Previous and Next by keyboard, arrows inside, a swipe, disabled at the ends', async ({ page }) => {
  await page.goto('/fixtures/content/summary.html');
  await initialized(page);
  const carousel = page.getByRole('region', { name: 'Latest posts' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'Carousel');
  const slides = carousel.locator('.summary-item');
  await expect(slides.nth(0)).toHaveAttribute('aria-label', '1 of 6');
  await expect(carousel.locator('.summary-item:visible')).toHaveCount(3);
  const previous = carousel.getByRole('button', { name: 'Previous' });
  const next = carousel.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  // Item images came through the image loader (data-src → src).
  await expect(slides.nth(0).locator('img')).toHaveAttribute('src', /\/fixtures\/blocks\/thumb-1\.svg\?format=\d+w$/);

  await next.focus();
  await page.keyboard.press('Enter');
  await expect(slides.nth(3)).toBeVisible();
  await expect(slides.nth(0)).toBeHidden();
  await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true');
  await expect(next).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(slides.nth(0)).toBeVisible();
  await expect(previous).toBeDisabled();

  // A touch swipe to the left goes to the next group. A swipe is quick (250 ms at most), so both
  // ends are sent in one task: two round trips from the test could take longer on a busy machine.
  const list = carousel.locator('.summary-item-list');
  await list.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const at = (x: number) => ({ clientX: box.x + x, clientY: box.y + box.height / 2, pointerType: 'touch', isPrimary: true, bubbles: true });
    element.dispatchEvent(new PointerEvent('pointerdown', at(300)));
    element.dispatchEvent(new PointerEvent('pointerup', at(100)));
  });
  await expect(slides.nth(3)).toBeVisible();
  await expect(slides.nth(0)).toBeHidden();
});

test('carousel shows at most two items per group under 480 px', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/fixtures/content/summary.html');
  await initialized(page);
  await expect(page.locator('#block-summary-carousel .summary-item:visible')).toHaveCount(2);
});

test('list and autogrid: laid out from the JSON, pageSize hides the rest; an item-less summary is rendered by the server', async ({ page, request }) => {
  await page.goto('/fixtures/content/summary.html');
  await initialized(page);
  const list = page.locator('#block-summary-list .summary-item-list');
  await expect(list).toHaveClass(/summary-design-list/);
  await expect(list).toHaveCSS('row-gap', '12px');
  const grid = page.locator('#block-summary-grid .summary-item-list');
  await expect(grid).toHaveCSS('display', 'grid');
  await expect(grid).toHaveCSS('column-gap', '10px');
  await expect(grid.locator('.summary-item:visible')).toHaveCount(4);
  const wall = page.locator('#block-summary-wall .summary-item-list');
  await expect(wall).toHaveCSS('column-width', '180px');
  await expect(wall).toHaveCSS('column-gap', '8px');

  const events = page.locator('#block-summary-events');
  await expect(events).toHaveAttribute('data-block-state', 'ready');
  await expect(events.locator('.widget-rendering')).toHaveText('Server rendering of the 20 widget');
  const calls = await recordedRequests(request, '/api/widget/GetWidgetRendering');
  expect(calls).toHaveLength(1);
  expect(JSON.parse(calls[0]!.form!.widgetJSON!)).toEqual({ type: 20, id: 'block-summary-events', value: { collectionId: 'c-events', design: 'list' } });
  expect(calls[0]!.form!.collectionId).toBe('c-events');
});

test('a failed rendering leaves the server markup and puts the block in error, naming it', async ({ page, request }) => {
  await respondWith(request, { method: 'POST', path: '/api/widget/GetWidgetRendering', status: 500, body: { error: 'boom' } });
  const { messages } = collectConsole(page);
  await page.goto('/fixtures/content/summary.html');
  await initialized(page);
  const events = page.locator('#block-summary-events');
  await expect(events).toHaveAttribute('data-block-state', 'error');
  await expect(events.locator('.sqs-block-content')).toHaveText('Upcoming events');
  await expect(page.locator('#block-summary-list')).toHaveAttribute('data-block-state', 'ready');
  expect(messages.some((m) => m.type === 'error' && m.text.includes('#block-summary-events'))).toBe(true);
  // No system-error overlay for a block's own failure.
  await expect(page.getByRole('button', { name: 'Reload Page' })).toHaveCount(0);
});
