/**
 * A gallery whose video code cannot load (docs/behaviour/gallery.md#gallery):
 * the console says 'VideoLoader not found', naming the block; the gallery
 * still lays out and loads its images, and its video slides keep their
 * server markup.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { builtManifest, lazyImportsIn } from './support/manifest.ts';
import { collectConsole } from './support/qa.ts';

const chunksDir = new URL('../../dist/chunks/', import.meta.url);
const text = (file: string) => readFileSync(new URL(file, chunksDir), 'utf8');

test("the video slides' code fails to load: 'VideoLoader not found' naming the block, and the gallery still works", async ({ page }) => {
  const gallery = builtManifest().blocks['gallery']![0]!.split('/').pop()!;
  // The gallery's lazy imports that hold the video overlay: the video slides' code and what it brings.
  const videoCode = lazyImportsIn(text(gallery)).filter((file) => text(file).includes('sqs-video-overlay'));
  expect(videoCode.length).toBeGreaterThan(0);
  await page.route(/\/dist\/chunks\//, (route) => (videoCode.some((file) => route.request().url().endsWith(`/${file}`)) ? route.abort() : route.continue()));
  const { messages, pageErrors } = collectConsole(page);
  await page.goto('/fixtures/gallery/autocolumns.html');
  const block = page.locator('#block-autocolumns');
  await expect(block).toHaveAttribute('data-block-state', 'ready');
  await expect
    .poll(() => messages.filter((m) => m.type === 'error' && m.text.includes('#block-autocolumns') && m.text.includes('VideoLoader not found')).length)
    .toBe(1);
  // The images still load; the video slide keeps its server overlay and no player appears.
  await expect(block.locator('.slide[data-type="image"] img').first()).toHaveClass(/loaded/);
  await expect(block.locator('.slide[data-type="video"] .sqs-video-overlay')).toHaveCount(1);
  await expect(block.locator('iframe')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
