import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { recordedRequests, respondWith } from './support/qa.ts';
import { PROVIDER_EMBEDS } from '../../src/embeds/providers.ts';
import { BLOCK_TYPE_NAME_NUMBERS } from '../../src/enums/block-type.ts';
import type { TestWindow } from './support/test-window.ts';

// The blocks of the third-party table (src/embeds/providers.ts), each with a block in
// fixtures/pages/commerce/third-party.html. (The chart block draws itself: test/e2e/content-chart.spec.ts.)
const rows = Object.entries(PROVIDER_EMBEDS);
const SCRIPT_BLOCKS = rows.filter(([, embed]) => embed.kind === 'script').map(([name]) => name);
const RENDERED_BLOCKS: Array<[string, number]> = rows
  .filter(([, embed]) => embed.kind === 'rendering')
  .map(([name]) => [name, BLOCK_TYPE_NAME_NUMBERS[name as keyof typeof BLOCK_TYPE_NAME_NUMBERS][0]!]);

test('each script block loads its provider script once and is rendered by it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.url().includes('/fixtures/commerce/providers/') && scripts.push(new URL(r.url()).pathname));
  await page.goto('/fixtures/commerce/third-party.html');
  for (const name of SCRIPT_BLOCKS) {
    const block = page.locator(`#block-${name}`);
    await expect(block).toHaveClass(/provider-embed--loaded/);
    await expect(block.locator('.qa-provider-rendered')).toHaveText(`Rendered by the ${name} stand-in`);
  }
  expect(scripts.sort()).toEqual(SCRIPT_BLOCKS.map((name) => `/fixtures/commerce/providers/${name}.js`).sort());
  expect(await page.evaluate(() => (window as TestWindow).qaProviderRuns)).toEqual(Object.fromEntries(SCRIPT_BLOCKS.map((name) => [name, 1])));
  await page.screenshot({ path: '/tmp/shots/third-party.png', fullPage: true });
});

test('a second block of a type shares the one script load', async ({ page }) => {
  await page.goto('/fixtures/commerce/third-party.html');
  await expect(page.locator('#block-soundcloud')).toHaveClass(/provider-embed--loaded/);
  await page.evaluate(() => {
    const again = document.createElement('div');
    again.id = 'block-soundcloud-2';
    again.dataset.block = 'soundcloud';
    again.dataset.blockJson = JSON.stringify({ scriptUrl: '/fixtures/commerce/providers/soundcloud.js' });
    again.innerHTML = '<div data-provider="soundcloud">Second</div>';
    document.querySelector('main')!.append(again);
  });
  await page.locator('#block-soundcloud-2').scrollIntoViewIfNeeded();
  await expect(page.locator('#block-soundcloud-2')).toHaveClass(/provider-embed--loaded/);
  expect(await page.evaluate(() => (window as TestWindow).qaProviderRuns?.soundcloud)).toBe(1);
});

test('the server-rendered blocks ask GetWidgetRendering for their type and id, and show its html', async ({ page }) => {
  await page.goto('/fixtures/commerce/third-party.html');
  for (const [name, number] of RENDERED_BLOCKS) {
    const block = page.locator(`#block-${name}`);
    await expect(block).toHaveClass(/provider-embed--loaded/);
    await expect(block.locator('.widget-rendering')).toHaveText(`Server rendering of the ${number} widget`);
  }
  const calls = await recordedRequests(page.request, '/api/widget/GetWidgetRendering');
  const widgets = calls.map((c) => JSON.parse(c.form!.widgetJSON!) as { type: number; id: string; value: { url: string } });
  expect(widgets.map((w) => [w.type, w.id]).sort()).toEqual(RENDERED_BLOCKS.map(([name, number]) => [number, `block-${name}`]).sort());
  expect(calls.find((c) => JSON.parse(c.form!.widgetJSON!).id === 'block-calendar')!.form!.collectionId).toBe('col-events');
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
});

test('when the provider scripts fail, each block logs and keeps or gains a link to the provider', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/fixtures/commerce/third-party-failing.html');
  for (const name of SCRIPT_BLOCKS) {
    const block = page.locator(`#block-${name}`);
    await expect(block).toHaveClass(/provider-embed--failed/);
    await expect(block).toHaveAttribute('data-block-state', 'ready');
    await expect(block.getByRole('link')).toHaveCount(1);
  }
  await expect(page.locator('#block-soundcloud').getByRole('link', { name: 'Open on SoundCloud' })).toHaveAttribute(
    'href',
    'https://soundcloud.com/harbor/bells',
  );
  await expect(page.locator('#block-acuity').getByRole('link', { name: 'Open on Acuity Scheduling' })).toBeVisible();
  await expect(page.locator('#block-flickr').getByRole('link', { name: 'Harbor at dawn, on Flickr' })).toBeVisible();
  const log = errors.join('\n');
  expect(log).toContain('[site-runtime] block #block-soundcloud (soundcloud): the SoundCloud script failed:');
  expect(log).toContain('[site-runtime] block #block-acuity (acuity): the Acuity Scheduling script failed:');
  expect(log).toMatch(/never-ready\.js timed out after 500 ms/);
  await page.screenshot({ path: '/tmp/shots/third-party-failing.png', fullPage: true });
});

test('a failed server rendering leaves the markup, logs, and the link stays', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await respondWith(page.request, { method: 'POST', path: '/api/widget/GetWidgetRendering', status: 500, body: { error: 'boom' }, times: 5 });
  await page.goto('/fixtures/commerce/third-party.html');
  for (const [name] of RENDERED_BLOCKS) await expect(page.locator(`#block-${name}`)).toHaveClass(/provider-embed--failed/);
  await expect(page.locator('#block-tour-dates').getByRole('link', { name: 'Tour dates on Songkick' })).toBeVisible();
  await expect(page.locator('#block-search [data-provider="search"]')).toContainText('Search');
  expect(errors.join('\n')).toContain('[site-runtime] block #block-calendar (calendar): the server rendering failed:');
});

test('a third-party value the block cannot use is its default and one warning naming the field; the block is not refused', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto('/fixtures/commerce/third-party.html');
  await page.evaluate(() => {
    const bad = document.createElement('div');
    bad.id = 'block-bad-zola';
    bad.dataset.block = 'zola';
    bad.dataset.blockJson = JSON.stringify({ timeoutMs: 'soon' });
    bad.textContent = 'Zola registry';
    document.querySelector('main')!.append(bad);
  });
  await page.locator('#block-bad-zola').scrollIntoViewIfNeeded();
  // docs/behaviour/blocks.md#block-data-declaration: the 10 s default, not a refused block.
  await expect(page.locator('#block-bad-zola')).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('#block-bad-zola')).toContainText('Zola registry');
  await expect
    .poll(() => warnings.filter((w) => w.includes('#block-bad-zola')))
    .toEqual(['[site-runtime] block #block-bad-zola (type "zola"), field "timeoutMs": expected a whole number of at least 1, got "soon"; the default is used']);
});
