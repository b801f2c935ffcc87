import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { collectScriptRequests } from './support/qa.ts';
import { builtManifest } from './support/manifest.ts';
import { trackQuiet } from './support/quiet.ts';

test.describe('video block', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/fixtures/blocks/video.html');
    await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  });

  test('shows each overlay with its thumbnail and a named play button', async ({ page }) => {
    for (const id of ['block-video-1', 'block-video-2', 'block-video-3']) {
      await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
      await expect(page.locator(`#${id} .sqs-video-overlay`)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Play video: Studio tour' })).toBeVisible();
    await expect(page.locator('#block-video-1 img.site-video__thumb')).toHaveAttribute('src', '/fixtures/blocks/thumb-1.svg');
    // No iframe exists until a visitor asks for one.
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('playing one video restores the overlays of the others', async ({ page }) => {
    await page.getByRole('button', { name: 'Play video: Studio tour' }).click();
    await expect(page.locator('#block-video-1 iframe')).toHaveAttribute('src', /fake-player\.html\?v=studio-tour/);
    await expect(page.locator('#block-video-1 .sqs-video-overlay')).toHaveCount(0);

    // By keyboard: the first player's frame loading can shift the second button under the pointer.
    await page.getByRole('button', { name: 'Play video: The making of' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#block-video-2 iframe')).toHaveCount(1);
    await expect(page.locator('#block-video-1 iframe')).toHaveCount(0);
    await expect(page.locator('#block-video-1 .sqs-video-overlay')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(1);
  });

  test('plays with Enter and with Space', async ({ page }) => {
    await page.getByRole('button', { name: 'Play video: Interview' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#block-video-3 iframe')).toHaveCount(1);
    // The pressed button is gone: focus goes on in the player, not on <body>.
    await expect(page.locator('#block-video-3 iframe')).toBeFocused();
    await page.getByRole('button', { name: 'Play video: Studio tour' }).focus();
    await page.keyboard.press('Space');
    await expect(page.locator('#block-video-1 iframe')).toHaveCount(1);
    await expect(page.locator('#block-video-1 iframe')).toBeFocused();
    await expect(page.locator('#block-video-3 iframe')).toHaveCount(0);
  });

  test('sizes by the embed ratio; with none, the placeholder keeps 65% and the player 56.3%; applies the mode', async ({ page }) => {
    const padding = (id: string) => page.locator(`#${id} .site-video`).evaluate((el) => (el as HTMLElement).style.paddingBottom);
    expect(await padding('block-video-1')).toBe('56.25%');
    expect(await padding('block-video-3')).toBe('65%');
    await page.locator('#block-video-3 .sqs-video-overlay').click();
    await expect(page.locator('#block-video-3 .site-video')).toHaveAttribute('data-video-state', 'playing');
    expect(await padding('block-video-3')).toBe('56.3%');
    await expect(page.locator('#block-video-2 .site-video')).toHaveClass(/site-video--fit/);
    await expect(page.locator('#block-video-3 .site-video')).toHaveClass(/site-video--fill/);
  });

  test("says 'Invalid video embed.' for an embed that is not an iframe or object", async ({ page }) => {
    await expect(page.locator('#block-video-invalid')).toContainText('Invalid video embed.');
    await expect(page.locator('#block-video-invalid p')).toHaveCount(0);
  });

  test('passes an axe scan', async ({ page }) => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
});

test('a page of several videos loads the video chunk once and no React', async ({ page }) => {
  const scripts = collectScriptRequests(page);
  await page.goto('/fixtures/blocks/video.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  const { blocks, shared } = builtManifest();
  expect(scripts.filter((url) => url.endsWith(blocks.video![0]!))).toHaveLength(1);
  expect(scripts.filter((url) => url.endsWith(shared.react!))).toEqual([]);
});

test('the React chunk loads once for a page of several React blocks (two forms)', async ({ page }) => {
  const scripts = collectScriptRequests(page);
  await page.goto('/fixtures/lenient/form.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  const { shared } = builtManifest();
  expect(scripts.filter((url) => url.endsWith(shared.react!))).toHaveLength(1);
});

test('a page with no blocks requests no widget chunk and no React', async ({ page }) => {
  const scripts = collectScriptRequests(page);
  const tracker = trackQuiet(page);
  await page.goto('/fixtures/blocks/no-blocks.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  // Idle included: a chunk asked for after the first view (at idle, on a timer at 0) is counted too.
  await tracker.quiet();
  const { blocks, shared } = builtManifest();
  const widgetChunks = Object.values(blocks).map((files) => files[0]!);
  // Site services (census at idle) may load; no widget and no React may.
  expect(scripts.filter((url) => widgetChunks.some((chunk) => url.endsWith(chunk)))).toEqual([]);
  expect(scripts.filter((url) => url.endsWith(shared.react!))).toEqual([]);
  expect(await page.evaluate(() => window.SiteRuntime!.blocks())).toEqual([]);
});

test("on a 7.0 page's markup the server's wrapper stays, its overlay becomes the named button, and the block keeps one height", async ({ page }) => {
  await page.goto('/fixtures/content/video.html');
  const block = page.locator('#block-video');
  const wrapper = await block.locator('.sqs-video-wrapper').elementHandle();
  await expect(block).toHaveAttribute('data-block-state', 'ready');
  // The same element the server sent, not a copy.
  expect(await wrapper!.evaluate((el) => el.isConnected && el.classList.contains('site-video'))).toBe(true);
  await expect(block.getByRole('button', { name: 'Play video: Bakery tour' })).toBeVisible();
  await expect(block.locator('img.site-video__thumb')).toHaveAttribute('src', '/fixtures/blocks/thumb-1.svg');
  const heights = () =>
    block.evaluate((el) => [el.getBoundingClientRect().height, (el.querySelector('.embed-block-wrapper')!.getBoundingClientRect().width * 480) / 854]);
  const [height, expected] = await heights();
  expect(Math.abs(height! - expected!)).toBeLessThan(2);
  await block.getByRole('button', { name: 'Play video: Bakery tour' }).press('Enter');
  await expect(block.locator('iframe')).toHaveAttribute('src', /fake-player\.html\?v=bakery-tour/);
  const [playing] = await heights();
  expect(Math.abs(playing! - expected!)).toBeLessThan(2);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('a mode change unloads the video and loads it again in the new mode; another change leaves the playing video alone', async ({ page }) => {
  await page.goto('/fixtures/content/video.html');
  const block = page.locator('#block-video');
  const wrapper = block.locator('.sqs-video-wrapper');
  await expect(block).toHaveAttribute('data-block-state', 'ready');
  await expect(wrapper).toHaveClass(/site-video--none/);
  const setData = (change: Record<string, unknown>) =>
    block.evaluate(
      (el, change) => el.setAttribute('data-block-json', JSON.stringify({ ...JSON.parse(el.getAttribute('data-block-json')!), ...change })),
      change,
    );
  // Another field changes while the video plays: the player stays.
  await block.getByRole('button', { name: 'Play video: Bakery tour' }).click();
  await expect(block.locator('iframe')).toHaveCount(1);
  await setData({ layout: 'caption-below' });
  await expect(block.locator('iframe')).toHaveCount(1);
  // The mode changes: unloaded (the player gone) and loaded again in fill, with its overlay.
  await setData({ mode: 'fill' });
  await expect(wrapper).toHaveClass(/site-video--fill/);
  await expect(wrapper).not.toHaveClass(/site-video--none/);
  await expect(block.locator('iframe')).toHaveCount(0);
  await expect(wrapper).toHaveAttribute('data-video-state', 'overlay');
  await expect(block.getByRole('button', { name: 'Play video: Bakery tour' })).toHaveCount(1);
  await block.getByRole('button', { name: 'Play video: Bakery tour' }).click();
  await expect(block.locator('iframe')).toHaveAttribute('src', /fake-player\.html\?v=bakery-tour/);
  // An unknown mode: one warning and the default, none.
  await setData({ mode: 'zoom' });
  await expect(wrapper).toHaveClass(/site-video--none/);
});
