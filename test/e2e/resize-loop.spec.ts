/**
 * Widgets that follow their size write in the next frame, never inside their
 * ResizeObserver's report (docs/behaviour/blocks.md#resize-writes): a write there
 * that changes an observed element's size leaves a notification Chrome cannot
 * deliver, and it fires a window `error` event ("ResizeObserver loop completed
 * with undelivered notifications") that the site's error reporter takes for
 * the page's own. Each page is narrowed across its widgets' breakpoints, a
 * step a frame, then shortened; no such event may come.
 */
import { expect, test } from './support/test.ts';
import { twoFrames } from './support/frames.ts';
import { serveSiteCss } from './support/site-css.ts';

const pages = [
  'content/summary',
  'platform/summary-pager',
  'platform/image-blocks',
  'sections/gallery-reel',
  'sections/gallery-strips',
  'commerce/tock',
  'commerce/reservation',
];

type Reported = { reported?: string[] };

for (const name of pages) {
  test(`${name}.html: resized across its breakpoints, no ResizeObserver loop error`, async ({ page }) => {
    await serveSiteCss(page);
    await page.addInitScript(() => {
      const reported: string[] = ((window as Reported).reported = []);
      addEventListener('error', (event) => reported.push(event.message));
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/fixtures/${name}.html`);
    await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
    for (let width = 1260; width >= 280; width -= 20) {
      await page.setViewportSize({ width, height: 800 });
      await twoFrames(page);
    }
    for (let height = 750; height >= 400; height -= 50) {
      await page.setViewportSize({ width: 700, height });
      await twoFrames(page);
    }
    expect(await page.evaluate(() => (window as Reported).reported)).toEqual([]);
  });
}
