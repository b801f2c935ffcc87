import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { collectScriptRequests } from './support/qa.ts';
import { builtManifest } from './support/manifest.ts';
import type { TestWindow } from './support/test-window.ts';

const initialized = (page: import('@playwright/test').Page) => page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');

test.describe('accordion block', () => {
  test('opens and closes by mouse, one at a time, with its ARIA state kept true', async ({ page }) => {
    await page.goto('/fixtures/blocks/accordion.html');
    await initialized(page);
    const faq = page.locator('#block-faq');
    await expect(faq).toHaveAttribute('data-block-state', 'ready');
    const buttons = faq.locator('.accordion-item__click-target');
    const dropdowns = faq.locator('.accordion-item__dropdown');
    // data-is-expanded-first-item: the first starts open.
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdowns.nth(0)).toBeVisible();
    await expect(dropdowns.nth(1)).toBeHidden();
    const controls = await buttons.nth(1).getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    await expect(dropdowns.nth(1)).toHaveAttribute('id', controls!);

    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.locator('.accordion-icon-container').nth(1)).toHaveAttribute('data-is-open', 'true');
    await expect(dropdowns.nth(1)).toHaveClass(/accordion-item__dropdown--open/);
    await expect(dropdowns.nth(1)).toBeVisible();
    // Only one open: the first closed when the second opened.
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdowns.nth(0)).toBeHidden();

    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdowns.nth(1)).toBeHidden();
  });

  test('several stay open when the list allows it', async ({ page }) => {
    await page.goto('/fixtures/blocks/accordion.html');
    await initialized(page);
    const buttons = page.locator('#block-multi .accordion-item__click-target');
    await buttons.nth(0).click();
    await buttons.nth(2).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
  });

  test('works with the keyboard alone: Tab to a header, Enter and Space toggle, focus stays visible', async ({ page }) => {
    await page.goto('/fixtures/blocks/accordion.html');
    await initialized(page);
    const second = page.locator('#block-faq .accordion-item__click-target').nth(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    const outline = await second.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('animates height over 250 ms, and not at all under reduced motion', async ({ page }) => {
    await page.goto('/fixtures/blocks/accordion.html');
    await initialized(page);
    // Click and read the running animations in one task: a 250 ms animation can
    // finish between two round trips on a slow machine, which would make the
    // list empty for the wrong reason.
    const clickAndReadDurations = (index: number) =>
      page.evaluate((n) => {
        const items = document.querySelectorAll('#block-faq .accordion-item');
        items[n]!.querySelector<HTMLElement>('.accordion-item__click-target')!.click();
        return items[n]!.querySelector('.accordion-item__dropdown')!
          .getAnimations()
          .map((a) => (a.effect as KeyframeEffect).getTiming().duration);
      }, index);

    expect(await clickAndReadDurations(1)).toEqual([250]);
    await expect(page.locator('#block-faq .accordion-item__click-target').nth(1)).toHaveAttribute('aria-expanded', 'true');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await clickAndReadDurations(2)).toEqual([]);
    await expect(page.locator('#block-faq .accordion-item__click-target').nth(2)).toHaveAttribute('aria-expanded', 'true');
  });

  test('its page loads no React', async ({ page }) => {
    const scripts = collectScriptRequests(page);
    await page.goto('/fixtures/blocks/accordion.html');
    await initialized(page);
    const { shared, blocks } = builtManifest();
    expect(shared.react).toBeTruthy();
    expect(scripts.some((url) => url.endsWith(blocks.accordion![0]!))).toBe(true);
    expect(scripts.some((url) => url.endsWith(shared.react!))).toBe(false);
  });

  test('content is readable before the chunk arrives, and a click made then is replayed', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/chunks/accordion-*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/fixtures/blocks/accordion.html');
    const faq = page.locator('#block-faq');
    await expect(faq).toHaveAttribute('data-block-state', 'loading');
    // Server markup: every answer readable.
    await expect(faq.locator('.accordion-item__dropdown').nth(2)).toBeVisible();
    await faq.locator('.accordion-item__click-target').nth(2).click();
    release();
    await expect(faq).toHaveAttribute('data-block-state', 'ready');
    await expect(faq.locator('.accordion-item__click-target').nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.locator('.accordion-item__dropdown').nth(2)).toBeVisible();
    await expect(faq.locator('.accordion-item__dropdown').nth(1)).toBeHidden();
  });

  test('passes an axe scan', async ({ page }) => {
    await page.goto('/fixtures/blocks/accordion.html');
    await initialized(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });

  test("works under Content-Security-Policy: default-src 'self' with no violation", async ({ page, request }) => {
    await request.delete('/__qa/csp-reports');
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    const response = await page.goto('/fixtures/blocks/accordion.csp.html');
    expect(response!.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.evaluate(() =>
      document.addEventListener('securitypolicyviolation', (e) => ((window as TestWindow).__violations ??= []).push(e.violatedDirective)),
    );
    await initialized(page);
    await page.locator('#block-faq .accordion-item__click-target').nth(1).click();
    await expect(page.locator('#block-faq .accordion-item__click-target').nth(1)).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => (window as TestWindow).__violations ?? [])).toEqual([]);
    expect(violations).toEqual([]);
    const reports = await (await request.get('/__qa/csp-reports')).json();
    expect(reports).toEqual([]);
  });
});
