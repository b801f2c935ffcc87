/**
 * Issue 10: every gallery design on the platform's markup, enhanced in
 * place with no React; a screenshot of each (/tmp/shots/gallery-*.png).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { builtManifest } from './support/manifest.ts';

const ready = async (page: Page, id: string) => {
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
};

const DESIGNS: Array<[file: string, design: string, slides: number]> = [
  ['grid', 'grid', 6],
  ['autogrid', 'autogrid', 6],
  ['autocolumns', 'autocolumns', 6],
  ['autorows', 'autorows', 6],
  ['list', 'list', 6],
  ['carousel', 'carousel', 8],
  ['slideshow', 'stacked', 6],
  ['strip', 'strip', 8],
  ['stacked', 'base', 4],
];

for (const [file, design, slides] of DESIGNS) {
  test(`${file}: enhanced in place as the ${design} design, images through the loader, no React, axe clean`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(r.url()));
    await page.goto(`/fixtures/gallery/${file}.html`);
    await ready(page, `block-${file}`);
    const container = page.locator(`#block-${file} .sqs-gallery-container`);
    await expect(container).toHaveClass(new RegExp(`sqs-gallery-design-${design}(\\s|$)`));
    // The server's slides are the gallery's slides: nothing rebuilt.
    await expect(container.locator('.sqs-gallery > .slide')).toHaveCount(slides);
    // The first image loads through the loader at a width step.
    await expect(container.locator('.slide img[data-src]').first()).toHaveAttribute('src', /photo-\d\.svg\?format=(2500|1500|1000|750|500|300|100)w$/);
    expect(scripts.some((url) => url.endsWith(builtManifest().shared.react!))).toBe(false);
    await page.screenshot({ path: `/tmp/shots/gallery-${file}.png`, fullPage: true });
    const axe = await new AxeBuilder({ page }).include(`#block-${file}`).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}
