import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { hasSiteCss, serveSiteCss } from './support/site-css.ts';

const PAGE = '/fixtures/sections/divider.html';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function load(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await serveSiteCss(page);
  await page.goto(PAGE);
  await expect(page.locator('[data-controller="SectionDivider"]:not([data-block-state="ready"])')).toHaveCount(0);
  await expect(page.locator('[data-controller="SectionDivider"]')).toHaveCount(2);
}

/** The edge points of a section's clip path (`M0,-1 L x,y … L1,-1 Z`). */
const edge = (page: Page, n: number) =>
  page
    .locator('.section-divider-clip')
    .nth(n)
    .evaluate((path) =>
      (path.getAttribute('d') ?? '')
        .replace(/^M0,-1 L/, '')
        .replace(/ L1,-1 Z$/, '')
        .split(' L')
        .map((pair) => pair.split(',').map(Number) as [number, number]),
    );

/** The colour of one pixel of the page as drawn (the clip path is paint only). */
async function pixel(page: Page, x: number, y: number): Promise<string> {
  const png = (await page.screenshot({ clip: { x, y, width: 1, height: 1 } })).toString('base64');
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3)).join(',');
  }, png);
}

const box = (page: Page, n: number) =>
  page
    .locator('section.page-section')
    .nth(n)
    .evaluate((s) => s.getBoundingClientRect().toJSON() as DOMRect);

test.describe('7.1 section divider (data-controller="SectionDivider")', () => {
  test.skip(!hasSiteCss(), 'the site stylesheet (../shared/real-pages/css/) is not beside the repository');

  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`${name}: the pointed edge is redrawn for the section's size, 6vw deep, and the next section shows through the cut`, async ({ page }) => {
      await load(page, size);
      const points = await edge(page, 0);
      const border = await page
        .locator('.section-border')
        .first()
        .evaluate((b) => b.getBoundingClientRect().height);
      const band = 1 - (0.06 * size.width) / border;
      // Corners at the band's top, the point at the very bottom in the middle.
      expect(points[0]![1]).toBeCloseTo(band, 3);
      expect(points.at(-1)![1]).toBeCloseTo(band, 3);
      const middle = points.find(([x]) => x === 0.5)!;
      expect(middle[1]).toBe(1);
      // The stroke follows the same edge.
      const stroke = await page.locator('.section-divider-stroke').first().getAttribute('d');
      expect(stroke).toBe(`M${points.map(([x, y]) => `${x},${y}`).join(' L')}`);

      // What the stylesheet is given: the depth, the paint order, the next section's reach.
      const vars = await page.evaluate(() => {
        const s = [...document.querySelectorAll<HTMLElement>('section.page-section')];
        return [
          s[0]!.style.getPropertyValue('--divider-height'),
          s[0]!.style.getPropertyValue('--z-index'),
          s[1]!.style.getPropertyValue('--z-index'),
          s[1]!.style.getPropertyValue('--previous-section-divider-offset'),
          s[2]!.style.getPropertyValue('--previous-section-divider-offset'),
        ];
      });
      expect(vars).toEqual(['6vw', '3', '2', '6vw', '60px']);

      // Drawn: near the bottom-left corner the dark section is cut away (the white one shows); at the point it is not.
      await page.evaluate(() => window.scrollTo(0, 0));
      const first = await box(page, 0);
      const y = Math.round(first.bottom - 3);
      await page.evaluate((top) => window.scrollTo(0, top - 200), y);
      const scrolled = y - (await page.evaluate(() => window.scrollY));
      expect(await pixel(page, 2, scrolled)).toBe(await pixel(page, 2, scrolled + 40));
      expect(await pixel(page, Math.round(size.width / 2), scrolled)).toBe(await pixel(page, Math.round(size.width / 2), scrolled - 40));
      expect(await pixel(page, 2, scrolled)).not.toBe(await pixel(page, Math.round(size.width / 2), scrolled));
      await page.screenshot({ path: test.info().outputPath(`divider-${name}.png`), fullPage: true });
    });
  }

  test('the wave repeats every 25% of the width and follows a resize', async ({ page }) => {
    await load(page, DESKTOP);
    const crests = (points: Array<[number, number]>) => points.filter(([, y]) => y === 1).map(([x]) => x);
    // Repeats a quarter of the width wide, one centred on the section (as the platform lays them): full depth every quarter from the middle.
    expect(crests(await edge(page, 1))).toEqual([0, 0.25, 0.5, 0.75, 1]);
    const border = await page
      .locator('.section-border')
      .nth(1)
      .evaluate((b) => b.getBoundingClientRect().height);
    expect(Math.min(...(await edge(page, 1)).map(([, y]) => y))).toBeCloseTo(1 - 60 / border, 3);
    const before = await edge(page, 1);
    await page.setViewportSize(PHONE);
    await expect.poll(async () => JSON.stringify(await edge(page, 1))).not.toBe(JSON.stringify(before));
    const after = await page
      .locator('.section-border')
      .nth(1)
      .evaluate((b) => b.getBoundingClientRect().height);
    expect(Math.min(...(await edge(page, 1)).map(([, y]) => y))).toBeCloseTo(1 - 60 / after, 3);
  });

  test("nothing to reach by keyboard, nothing for axe; removed, the server's edge and the section are as sent", async ({ page }) => {
    test.setTimeout(90_000); // axe over the site's 1.2 MB stylesheet
    await load(page, PHONE);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.section-divider-display'))).toBe(false);
    const results = await new AxeBuilder({ page }).include('#sections').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    const restored = await page.evaluate(async () => {
      const section = document.querySelector<HTMLElement>('section.page-section')!;
      const border = section.querySelector<HTMLElement>('.section-border')!;
      border.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return [
        section.querySelector('.section-divider-clip')!.getAttribute('d'),
        section.style.getPropertyValue('--divider-height'),
        section.nextElementSibling instanceof HTMLElement ? section.nextElementSibling.style.getPropertyValue('--previous-section-divider-offset') : '',
      ];
    });
    expect(restored).toEqual(['M0,-1 L0,0.9 L0.5,1 L1,0.9 L1,-1 Z', '', '']);
  });
});
