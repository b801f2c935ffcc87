/** Tour dates and chart helpers (docs/behaviour/content-blocks.md#tour-dates, #chart-helpers). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

test('tour dates: upcoming shows soonest first, safe ticket links; axe clean', async ({ page }) => {
  await page.clock.setFixedTime(Date.UTC(2026, 10, 23, 12));
  await page.goto('/fixtures/modules/tour-dates.html');
  const items = page.locator('.sqs-tour-dates-list li');
  await expect(items).toHaveText(['Dec 1, 2026 Grand Opera House, York', 'Jan 10, 2027 Corn Exchange, Leeds Tickets']);
  const tickets = page.getByRole('link', { name: 'Tickets: Corn Exchange, Jan 10, 2027' });
  await expect(tickets).toHaveAttribute('href', 'https://tickets.example.com/leeds');
  await expect(tickets).toHaveAttribute('rel', 'noopener noreferrer');
  await page.screenshot({ path: '/tmp/shots/tour-dates.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('chart helpers: the chart is an image named by its title, its data a table for screen readers; axe clean', async ({ page }) => {
  await page.goto('/fixtures/modules/chart-helpers.html');
  await expect(page.getByRole('img', { name: 'Pieces sold per quarter' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Pieces sold per quarter' });
  await expect(table.getByRole('row')).toHaveText(['MugsBowls', 'Q1104', 'Q2149', 'Q3227']);
  await page.screenshot({ path: '/tmp/shots/chart-helpers.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('chart helpers: a chart the page left undrawn is drawn by the runtime, a line per series, a point per value; the drawn one is kept', async ({ page }) => {
  await page.goto('/fixtures/modules/chart-helpers.html');
  const undrawn = page.getByRole('img', { name: 'Visitors per month' });
  await expect(undrawn.locator('svg path.sqs-chart-line')).toHaveCount(2);
  await expect(undrawn.locator('svg circle')).toHaveCount(8);
  await expect(page.getByRole('table', { name: 'Visitors per month' }).getByRole('row')).toHaveText([
    'ShopJournal',
    'Jan320150',
    'Feb410170',
    'Mar380260',
    'Apr520240',
  ]);
  // The page's own drawing stays the only one in its chart.
  await expect(page.locator('#chart svg')).toHaveCount(1);
  await expect(page.locator('#chart svg .sqs-chart-marks')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/chart-helpers-drawn.png', fullPage: true });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
