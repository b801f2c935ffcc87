/**
 * Issue 10: what a gallery costs. Its first view may fetch at most
 * `costBudget["gallery-first-view"]` bytes gzip beyond the loader and the
 * idle services every page loads (measured on a page with no blocks), and
 * opening the lightbox at most `costBudget["lightbox-open"]` more; the
 * budgets live in package.json.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { builtManifest, lazyImportsIn } from './support/manifest.ts';
import { gzipBytesOf } from './support/qa.ts';
import { costBudget } from './support/budget.ts';
import { trackQuiet } from './support/quiet.ts';

const chunksDir = new URL('../../dist/chunks/', import.meta.url);
const chunkFiles = () => readdirSync(chunksDir).filter((file) => file.endsWith('.js'));
const chunkText = (file: string) => readFileSync(new URL(file, chunksDir), 'utf8');
/** The chunk files a built chunk loads only when it runs `import()`. */
const lazyImportsOf = (file: string) => lazyImportsIn(chunkText(file));

const budget = { firstView: costBudget('gallery-first-view'), lightbox: costBudget('lightbox-open') };

/**
 * Records every chunk the page requests (census aside), then loads a blockless
 * page: `idle` is what the loader and idle services cost, `files` grows on.
 */
async function recordChunksAfterIdle(page: Page): Promise<{ files: Set<string>; idle: Set<string>; quiet: () => Promise<void> }> {
  const files = new Set<string>();
  const { quiet } = trackQuiet(page);
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/dist/chunks/') && !url.pathname.includes('site-census-')) files.add(url.pathname);
  });
  await page.route(/site-census-/, (route) => route.abort());
  await page.goto('/fixtures/blocks/no-blocks.html');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  await quiet();
  const idle = new Set(files);
  return { files, idle, quiet };
}

/** Loads a blockless page, then the grid gallery, then opens its lightbox; returns the gzip bytes each step added. */
async function measure(page: Page, request: APIRequestContext): Promise<{ firstView: number; lightbox: number }> {
  const { files, idle, quiet } = await recordChunksAfterIdle(page);

  await page.goto('/fixtures/gallery/grid.html');
  await expect(page.locator('#block-grid')).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  await quiet();
  // The blocks runtime (site-blocks-*) is the loader's own second stage, on every page with a block.
  const firstView = [...files].filter((file) => !idle.has(file) && !file.includes('/site-blocks-'));
  const seen = new Set(files);

  await page.locator('#block-grid .image-slide-anchor').first().click();
  await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
  await quiet();
  const lightbox = [...files].filter((file) => !seen.has(file));

  expect([...files].some((file) => file.endsWith(builtManifest().shared.react!))).toBe(false);
  expect(firstView.length).toBeGreaterThan(0);
  expect(lightbox.length).toBeGreaterThan(0);
  for (const file of [...firstView, ...lightbox])
    test.info().annotations.push({ type: 'file', description: `${file}: ${await gzipBytesOf(request, [file])} B` });
  const result = { firstView: await gzipBytesOf(request, firstView), lightbox: await gzipBytesOf(request, lightbox) };
  const report = `gallery first view: ${result.firstView} B gzip in ${firstView.length} files; lightbox open: ${result.lightbox} B gzip in ${lightbox.length} files`;
  test.info().annotations.push({ type: 'gzip', description: report });
  console.log(report);
  return result;
}

test('opening the lightbox costs at most costBudget["lightbox-open"] more, with no React', async ({ page, request }) => {
  const { lightbox } = await measure(page, request);
  expect(lightbox).toBeLessThanOrEqual(budget.lightbox);
});

test('a gallery first view costs at most costBudget["gallery-first-view"] beyond the loader and idle services', async ({ page, request }) => {
  // The grid's first view: the layout, the image loader, the lightbox link and the address;
  // the moving designs, video overlays and the viewer are chunks loaded only when used.
  const { firstView } = await measure(page, request);
  expect(firstView).toBeLessThanOrEqual(budget.firstView);
});

test('an image block page\'s first view costs at most costBudget["image-first-view"] beyond the loader and idle services, with no React or viewer', async ({
  page,
  request,
}) => {
  // The image blocks read their data with their declaration (docs/behaviour/images.md#image-first-view): the first view is
  // the widget, the data readers, the image loader and, for the block with lightbox: true, its wiring.
  const { files, idle, quiet } = await recordChunksAfterIdle(page);

  await page.goto('/fixtures/gallery/image.html');
  for (const id of ['block-image', 'block-image-lightbox', 'block-image-narrow'])
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('#block-image-lightbox img[data-src]')).toHaveAttribute('role', 'button');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  await quiet();
  const firstView = [...files].filter((file) => !idle.has(file) && !file.includes('/site-blocks-'));

  const { blocks, shared } = builtManifest();
  const widget = blocks['image']![0]!.split('/').pop()!;
  const opener = chunkFiles().find((file) => chunkText(file).includes('the lightbox failed to load:'))!;
  expect(firstView).toContain(`/dist/chunks/${widget}`);
  // The lightbox wiring (one of the widget's lazy imports) came for the block with lightbox: true, and with it the
  // code that opens the viewer; the viewer itself (that code's lazy import) waits for the first opening.
  // The widget's other lazy imports, the server's "View fullsize" buttons' wiring and the fitting of a server
  // srcset's sizes (docs/behaviour/images.md#srcset-sizes), are for pages that have them: this page has neither.
  const lazy = lazyImportsOf(widget);
  const fitting = chunkFiles().find((file) => /as fitSizes\}/.test(chunkText(file)))!;
  expect(lazy).toHaveLength(3);
  expect(lazy).toContain(fitting);
  expect(lazy.filter((file) => firstView.includes(`/dist/chunks/${file}`))).toHaveLength(1);
  expect(files.has(`/dist/chunks/${fitting}`)).toBe(false);
  expect(firstView).toContain(`/dist/chunks/${opener}`);
  for (const file of lazyImportsOf(opener)) expect(files.has(`/dist/chunks/${file}`)).toBe(false);
  expect([...files].some((file) => file.endsWith(shared.react!))).toBe(false);
  for (const file of firstView) test.info().annotations.push({ type: 'file', description: `${file}: ${await gzipBytesOf(request, [file])} B` });
  const bytes = await gzipBytesOf(request, firstView);
  const report = `image first view: ${bytes} B gzip in ${firstView.length} files`;
  test.info().annotations.push({ type: 'gzip', description: report });
  console.log(report);
  expect(bytes).toBeLessThanOrEqual(costBudget('image-first-view'));
});
