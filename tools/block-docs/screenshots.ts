/**
 * `npm run docs:blocks` (second step): docs/blocks/img/NAME.png, each
 * block mounted in its pinned fixture (its `widgets/NAME/test/meta.ts`) in Chromium, at most
 * 800 x 500 CSS pixels and one device pixel per pixel, so the pictures stay
 * a few kilobytes each. Needs dist/ (`node build.mjs` first).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer } from '../../fixtures/server.ts';
import { chromiumLaunchOptions } from '../../test/e2e/support/browser.ts';
import { serveSiteCss } from '../../test/e2e/support/site-css.ts';
import { blockNames, metaOf } from '../block-meta/read.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const out = join(root, 'docs/blocks/img');
const only = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const server = await startServer({ port: 0, distDir: join(root, 'dist') });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const name of blockNames(root).filter((n) => !only.length || only.includes(n))) {
    const example = await metaOf(root, name);
    // Reduced motion: marquees and highlights stand still, so a picture is the same on every run.
    const context = await browser.newContext({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const page = await context.newPage();
    // The 7.1 section fixtures link the site stylesheet (beside the repository, as in their specs).
    await serveSiteCss(page);
    await page.goto(`${server.url}/fixtures/${example.fixture}`);
    const block = page.locator(example.selector).first();
    await block.evaluate((el) => el.scrollIntoView());
    await page.waitForFunction((el) => el?.getAttribute('data-block-state') === 'ready', await block.elementHandle(), { timeout: 15_000 });
    const shown = example.shows ? page.locator(example.shows).first() : block;
    await page.waitForLoadState('networkidle');
    // In page coordinates (the clip of a full-page picture), so a block partly scrolled away is still whole.
    const box = await shown.evaluate((el) => {
      const r = el.getBoundingClientRect();
      // Whole pixels: a fractional edge rounds differently from run to run, and the picture would churn.
      return { x: Math.max(0, Math.floor(r.x + scrollX)), y: Math.max(0, Math.floor(r.y + scrollY)), width: Math.round(r.width), height: Math.round(r.height) };
    });
    if (box.width < 1 || box.height < 1) throw new Error(`${name}: ${example.selector} has no size in ${example.fixture}`);
    await page.screenshot({
      path: join(out, `${name}.png`),
      fullPage: true,
      animations: 'disabled',
      clip: { x: box.x, y: box.y, width: Math.min(box.width, 800), height: Math.min(box.height, 500) },
    });
    await context.close();
    console.log(`docs/blocks/img/${name}.png`);
  }
} finally {
  await browser.close();
  await server.close();
}
