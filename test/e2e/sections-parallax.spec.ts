import { expect, test, type Page } from './support/test.ts';
import { twoFrames } from './support/frames.ts';
import { hasSiteCss, serveSiteCss } from './support/site-css.ts';
import { probes } from '../../widgets/background-image-fx/test/probe.ts';

const PAGE = '/fixtures/sections/parallax.html';
const CSS = 'squaremoon-1620.css';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const HERO_ID = '6a00000000000000000000a1';
const HERO = `[data-section-id="${HERO_ID}"]`;
const LOWER = '[data-section-id="6a00000000000000000000a3"]';

async function load(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await serveSiteCss(page, CSS);
  await page.goto(PAGE);
  await expect(page.locator('[data-controller="BackgroundImageFXParallax"]').first()).toHaveAttribute('data-block-state', 'ready');
}

/** The hero image's computed visibility, its vertical offset in its section, and whether it covers the section. */
const hero = (page: Page, section = HERO) =>
  page.locator(`${section} img`).evaluate((img) => {
    const a = img.getBoundingClientRect();
    const b = img.closest('.section-background')!.getBoundingClientRect();
    return {
      visibility: getComputedStyle(img).visibility,
      offset: Math.round(a.top - b.top),
      covers: a.left <= b.left + 1 && a.top <= b.top + 1 && a.right >= b.right - 1 && a.bottom >= b.bottom - 1,
    };
  });

/** Runs the controller's visitor probe on every element it applies to. */
async function runProbes(page: Page, width: number) {
  for (const probe of probes) {
    const targets = page.locator(probe.selector);
    for (let i = 0; i < (await targets.count()); i++) await probe.run({ page, target: targets.nth(i), width });
  }
}

test.describe('7.1 parallax section background (data-controller="BackgroundImageFXParallax")', () => {
  test.skip(!hasSiteCss(CSS), 'the site stylesheet (../shared/real-pages/css/) is not beside the repository');

  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`${name}: the hero image shows, covering its section, and moves slower than the page as it scrolls`, async ({ page }) => {
      await load(page, size);
      await expect.poll(() => hero(page)).toMatchObject({ visibility: 'visible', covers: true });
      const atTop = (await hero(page)).offset;
      await page.screenshot({ path: test.info().outputPath(`parallax-${name}.png`) });
      await page.mouse.wheel(0, 300);
      // Scrolled down, the image travels down within its section (towards rest): it lags the page.
      await expect.poll(async () => (await hero(page)).offset).toBeGreaterThan(atTop);
      expect((await hero(page)).covers).toBe(true);
      await runProbes(page, size.width);
      // The lower section's image had only data-src: scrolled to, it has a source and shows.
      await expect(page.locator(`${LOWER} img`)).toHaveAttribute('src', /photo-3\.svg\?format=\d+w/);
      await expect.poll(() => hero(page, LOWER)).toMatchObject({ visibility: 'visible', covers: true });
    });
  }

  test('with reduced motion the image shows at rest, covering the section, and never moves', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await load(page, PHONE);
    await expect.poll(() => hero(page)).toEqual({ visibility: 'visible', offset: 0, covers: true });
    expect(await page.locator(`${HERO} img`).evaluate((img) => getComputedStyle(img).transform)).toBe('none');
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await twoFrames(page);
    expect(await hero(page)).toEqual({ visibility: 'visible', offset: 0, covers: true });
    await runProbes(page, PHONE.width);
  });

  test('a bad setting falls back with one warning naming the section, and the image still shows', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.route('**/fixtures/sections/parallax.html', async (route) => {
      const body = (await (await route.fetch()).text()).replace('&quot;intensity&quot;: 30', '&quot;intensity&quot;: &quot;lots&quot;');
      await route.fulfill({ body, contentType: 'text/html' });
    });
    await load(page, DESKTOP);
    await expect.poll(() => hero(page)).toMatchObject({ visibility: 'visible', covers: true });
    expect(warnings.filter((w) => w.includes('backgroundMediaEffect'))).toEqual([
      `[site-runtime] section ${HERO_ID}: backgroundMediaEffect intensity "lots" is not a number from 0 to 100; 30 used`,
    ]);
  });
});
