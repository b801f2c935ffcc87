/**
 * Issue 27: the chart block draws its chart (docs/behaviour/charts.md#charts): bar,
 * line and pie charts drawn as SVG by the runtime itself from the block's
 * data, named by their titles, with the data as a table for screen
 * readers; an unknown type draws bars with one warning; no labels refuses
 * the block and leaves its markup; no third-party script is loaded.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { collectConsole } from './support/qa.ts';

const PAGE = '/fixtures/content/chart.html';

test('bar, line and pie charts are drawn from the data, each mark one value; nothing from another origin', async ({ page }) => {
  const foreign: string[] = [];
  const origin = new URL(test.info().project.use.baseURL!).origin;
  page.on('request', (r) => new URL(r.url()).origin !== origin && foreign.push(r.url()));
  await page.goto(PAGE);
  const bar = page.locator('#block-chart-bar');
  await expect(bar).toHaveAttribute('data-block-state', 'ready');
  // Two series of four values: eight bars, the taller value the taller bar.
  const bars = bar.getByRole('img', { name: 'Loaves sold per quarter' }).locator('svg rect.sqs-chart-bar');
  await expect(bars).toHaveCount(8);
  const heights = await bars.evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('height'))));
  expect(heights[2]).toBeGreaterThan(heights[0]!); // Sourdough Q3 180 > Q1 120
  expect(heights[6]).toBeLessThan(heights[4]!); // Rye Q3 40 < Q1 60
  const line = page.locator('#block-chart-line').getByRole('img', { name: 'Morning visitors by weekday' });
  await expect(line.locator('svg path.sqs-chart-line')).toHaveCount(2);
  await expect(line.locator('svg circle')).toHaveCount(14);
  const pie = page.locator('#block-chart-pie').getByRole('img', { name: 'Orders by pastry' });
  await expect(pie.locator('svg path.sqs-chart-slice')).toHaveCount(4);
  await expect(pie.locator('svg .sqs-chart-legend text')).toHaveText(['Croissant (42%)', 'Pain au chocolat (28%)', 'Cinnamon bun (18%)', 'Scone (12%)']);
  // Drawn, not only present: the drawing has a size on the page.
  for (const chart of [bar, line, pie]) expect((await chart.locator('svg').boundingBox())!.height).toBeGreaterThan(150);
  expect(foreign).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/chart.png', fullPage: true });
});

test("each chart's data is a table for screen readers: caption the title, a row per label, a column per series", async ({ page }) => {
  await page.goto(PAGE);
  const table = page.getByRole('table', { name: 'Loaves sold per quarter' });
  await expect(table.getByRole('columnheader')).toHaveText(['Sourdough', 'Rye']);
  await expect(table.getByRole('row')).toHaveText(['SourdoughRye', 'Q112060', 'Q215075', 'Q318040', 'Q414090']);
  await expect(page.getByRole('table', { name: 'Orders by pastry' }).getByRole('cell')).toHaveText(['', '42', '28', '18', '12']);
  // Hidden visually (clipped away), not from assistive technology.
  await expect(table).toHaveCSS('clip-path', 'inset(50%)');
  await expect(table).toHaveCSS('position', 'absolute');
});

test('an unknown type draws bars with one warning naming the block, field and value; negative values hang below zero', async ({ page }) => {
  const { messages } = collectConsole(page);
  await page.goto(PAGE);
  const odd = page.locator('#block-chart-odd');
  await expect(odd).toHaveAttribute('data-block-state', 'ready');
  const bars = odd.locator('svg rect.sqs-chart-bar');
  await expect(bars).toHaveCount(3);
  const [profit, loss, zero] = await bars.evaluateAll((rects) => rects.map((r) => ({ y: Number(r.getAttribute('y')), h: Number(r.getAttribute('height')) })));
  expect(loss!.y).toBeCloseTo(profit!.y + profit!.h, 1); // both meet the zero line
  expect(zero!.h).toBe(0);
  const warnings = messages.filter((m) => m.type === 'warning' && m.text.includes('block-chart-odd'));
  expect(warnings.map((m) => m.text)).toEqual([
    '[site-runtime] block #block-chart-odd (type "chart"), field "type": expected one of bar, line, pie, got "donut"; the default is used',
  ]);
});

test('a chart without labels is refused, naming the field; its markup stays and the others still draw', async ({ page }) => {
  const { messages } = collectConsole(page);
  await page.goto(PAGE);
  const bad = page.locator('#block-chart-bad');
  await expect(bad).toHaveAttribute('data-block-state', 'error');
  await expect(bad).toHaveText("This chart's data has no labels.");
  await expect(bad.locator('svg')).toHaveCount(0);
  expect(messages.filter((m) => m.type === 'error').map((m) => m.text)).toEqual([
    '[site-runtime] block #block-chart-bad (type "chart"), field "labels": invalid block data: required',
  ]);
  await expect(page.locator('#block-chart-pie svg path.sqs-chart-slice')).toHaveCount(4);
});

test('the chart page is axe clean and the keyboard passes the charts without stopping or being trapped', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('#block-chart-pie')).toHaveAttribute('data-block-state', 'ready');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(page.locator('#after-charts')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('#after-charts')).not.toBeFocused();
});
