/**
 * 7.0 slideshows carry their own arrows (`.sqs-gallery-controls` with
 * `a.previous`/`a.next` or spans, docs/behaviour/gallery.md#gallery-server-controls):
 * the gallery drives those and adds none of its own (issue 35: two sets of
 * arrows on top of each other; issue 43: the doubled arrows were its only
 * target-size violations). Click, Enter and Space move it; a link's `#` is
 * never followed; each is a named button.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { probes } from '../../widgets/gallery/test/probe.ts';
import { expect, test } from './support/test.ts';

const PAGE = '/fixtures/gallery/slideshow-server-controls.html';
const active = (page: Page, id: string) =>
  page.locator(`#${id} .sqs-gallery > .slide`).evaluateAll((slides) => slides.findIndex((s) => s.classList.contains('sqs-active-slide')));

async function load(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.clock.install();
  await page.goto(PAGE);
  for (const id of ['block-inside', 'block-beside']) await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
}

for (const width of [1280, 390]) {
  test(`at ${width} px each slideshow keeps the server's arrows as its only controls, and they move it by click and keys`, async ({ page }) => {
    await load(page, width);
    for (const id of ['block-inside', 'block-beside']) {
      await expect(page.locator(`#${id} .sqs-gallery-control`)).toHaveCount(0);
      await expect(page.locator(`#${id} .sqs-gallery-controls`)).toHaveCount(1);
    }
    const next = page.locator('#block-inside a.next');
    const previous = page.locator('#block-inside a.previous');
    await expect(next).toHaveRole('button');
    await expect(next).toHaveAccessibleName('Next slide');
    await expect(previous).toHaveAccessibleName('Previous slide');
    expect(await active(page, 'block-inside')).toBe(0);
    await next.click();
    expect(await active(page, 'block-inside')).toBe(1);
    expect(new URL(page.url()).hash).toBe('');
    await page.clock.runFor(1000);
    await next.focus();
    await page.keyboard.press('Enter');
    expect(await active(page, 'block-inside')).toBe(2);
    await page.clock.runFor(1000);
    await previous.focus();
    await page.keyboard.press('Space');
    expect(await active(page, 'block-inside')).toBe(1);
    expect(new URL(page.url()).hash).toBe('');

    // Spans beside the container: focusable buttons that keep their own names.
    const spanNext = page.getByRole('button', { name: 'Next bench' });
    await expect(spanNext).toHaveAttribute('tabindex', '0');
    await spanNext.focus();
    await page.keyboard.press('Enter');
    expect(await active(page, 'block-beside')).toBe(1);
    await page.clock.runFor(1000);
    for (const probe of probes) {
      for (const id of ['block-inside', 'block-beside']) await probe.run({ page, target: page.locator(`#${id} .sqs-gallery-container`), width });
    }
  });
}

test('axe finds no target-size or name violation on the slideshows', async ({ page }) => {
  await load(page, 390);
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
