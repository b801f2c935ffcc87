/**
 * Issue 11: the content blocks enhanced in place (menu, social links,
 * shape, scaled text, embed), and a page of every content block with
 * broken JSON beside good blocks, which loads no React.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { collectConsole, collectScriptRequests } from './support/qa.ts';
import { resizeObserved } from './support/resize-observed.ts';
import { builtManifest } from './support/manifest.ts';
import { trackQuiet } from './support/quiet.ts';
import type { TestWindow } from './support/test-window.ts';

const initialized = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');

test('menu: the first tab is active, arrows move with wraparound, Enter and Space select, by keyboard alone', async ({ page }) => {
  await page.goto('/fixtures/content/menu.html');
  await initialized(page);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Breakfast', 'Lunch', 'Dinner']);
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: 'Breakfast' })).toContainText('Porridge');

  await page.keyboard.press('Tab');
  await expect(tabs.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Dinner' })).toContainText('Roast chicken');
  await expect(page.getByText('Porridge')).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('tabpanel', { name: 'Lunch' })).toContainText('Club sandwich');
  // Tab leaves the tab list for the panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Lunch' })).toBeFocused();
  await tabs.nth(0).click();
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
});

test('social links: each icon link is named, the follow script loads once, and its failure is only logged', async ({ page }) => {
  const { messages } = collectConsole(page);
  await page.goto('/fixtures/content/social-links.html');
  await initialized(page);
  const block = page.locator('#block-social');
  await expect(block.getByRole('link')).toHaveText(['', '', '']);
  await expect(block.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/cornerbakery');
  await expect(block.getByRole('link', { name: 'Facebook' })).toBeVisible();
  await expect(block.getByRole('link', { name: 'X-formerly-twitter' })).toBeVisible();
  await expect(block).toHaveAttribute('data-follow-script', 'loaded');
  expect(await page.evaluate(() => (window as TestWindow).__followStandin)).toBe(1);

  const broken = page.locator('#block-social-broken');
  await expect(broken).toHaveAttribute('data-follow-script', 'failed');
  await expect(broken).toHaveAttribute('data-block-state', 'ready');
  await expect(broken.getByRole('link', { name: 'Instagram' })).toBeVisible();
  expect(
    messages.some(
      (m) =>
        m.type === 'error' &&
        m.text.includes('block #block-social-broken') &&
        m.text.includes('followScriptUrl') &&
        m.text.includes('the social follow script failed'),
    ),
  ).toBe(true);
});

test('shape: the box is 100, 150 or 67 per cent of its width by shape group', async ({ page }) => {
  await page.goto('/fixtures/content/shape.html');
  await initialized(page);
  for (const [name, percent] of [
    ['square', 100],
    ['pill-vertical', 150],
    ['rectangle', 67],
  ] as const) {
    const box = (await page.locator(`#block-shape-${name} .sqs-block-content`).boundingBox())!;
    expect(Math.round((box.height / box.width) * 100)).toBe(percent);
  }
});

test('scaled text: fits its container, never below 11 px, refitted 100 ms after a resize', async ({ page }) => {
  await page.clock.install();
  await page.goto('/fixtures/content/scaled-text.html');
  await initialized(page);
  const box = page.locator('#block-scaled .sqs-block-content');
  const fits = () => box.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(await fits()).toBe(true);
  const wide = Number(await box.getAttribute('data-scaled-font-size'));
  expect(wide).toBeLessThanOrEqual(64);
  await expect(page.locator('#block-scaled-tiny .sqs-block-content')).toHaveAttribute('data-scaled-font-size', '11');

  // Time stands still from here: only runFor moves it.
  await page.clock.pauseAt(Date.now() + 5000);
  // The widget's debounce starts in its ResizeObserver callback: wait for it before the clock moves.
  await resizeObserved(box, () => page.setViewportSize({ width: 420, height: 700 }));
  await page.clock.runFor(50);
  await expect(box).toHaveAttribute('data-scaled-font-size', String(wide));
  await page.clock.runFor(100);
  await expect(box).not.toHaveAttribute('data-scaled-font-size', String(wide));
  expect(Number(await box.getAttribute('data-scaled-font-size'))).toBeLessThan(wide);
  expect(await fits()).toBe(true);
});

test('embed: the server iframe is kept and sized to its 560×315 ratio; the data html is not inserted', async ({ page }) => {
  await page.goto('/fixtures/content/embed.html');
  await initialized(page);
  const frames = page.locator('#block-embed iframe');
  await expect(frames).toHaveCount(1);
  await expect(frames).toHaveAttribute('title', 'Bakery tour video');
  const box = (await frames.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(560 / 315, 1);

  // The data's html is never inserted: an embed missing from the markup leaves a link to its url.
  const empty = page.locator('#block-embed-empty');
  await expect(empty).toHaveAttribute('data-block-state', 'ready');
  await expect(empty.getByRole('link', { name: 'https://example.com/tour' })).toHaveAttribute('href', 'https://example.com/tour');
  await expect(empty.locator('iframe, script, img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as TestWindow).__pwned)).toBeUndefined();
});

test('social links without a follow script: each icon link is named, and the script loader is never downloaded', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/dist/') && response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto('/fixtures/content/social-links-plain.html');
  const block = page.locator('#block-social-plain');
  await expect(block).toHaveAttribute('data-block-state', 'ready');
  await expect(block.getByRole('link', { name: 'Instagram' })).toBeVisible();
  await page.locator('html[data-site-services="ready"]').waitFor({ state: 'attached' });
  expect(await block.getAttribute('data-follow-script')).toBeNull();
  // The script source check's refusal is the loader's (src/dom/script-source.ts): no file the page fetched holds it.
  expect((await Promise.all(bodies)).filter((body) => body.includes('refused: only https://'))).toEqual([]);
});

test('social links: a follow script that hangs is given up after 10 s, logged only', async ({ page }) => {
  await page.route('**/follow-standin.js', () => {}); // never answered
  const { messages } = collectConsole(page);
  // Time stands still from the start and moves in 100 ms steps until the
  // block has mounted (and asked for the script), so the 10 s count from there.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  // The script's loader is a chunk of its own, asked for once the block has mounted: the 10 s count from the script's request.
  const asked = page.waitForRequest('**/follow-standin.js');
  await page.goto('/fixtures/content/social-links.html');
  const block = page.locator('#block-social');
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return block.getAttribute('data-block-state');
    })
    .toBe('ready');
  await asked;
  await page.clock.runFor(9_800);
  await expect(block).not.toHaveAttribute('data-follow-script', /./);
  await page.clock.runFor(300);
  await expect(block).toHaveAttribute('data-follow-script', 'failed');
  expect(messages.some((m) => m.type === 'error' && m.text.includes('#block-social') && m.text.includes('timed out after 10000 ms'))).toBe(true);
});

test("every content block works under Content-Security-Policy: default-src 'self' with no violation", async ({ page, request }) => {
  await request.delete('/__qa/csp-reports');
  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  const tracker = trackQuiet(page);
  const response = await page.goto('/fixtures/content/all.csp.html');
  expect(response!.headers()['content-security-policy']).toContain("default-src 'self'");
  await initialized(page);
  for (const id of ['block-menu', 'block-highlight', 'block-scaled', 'block-marquee', 'block-social', 'block-shape', 'block-embed', 'block-summary']) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
  }
  await expect(page.locator('#block-marquee')).toHaveAttribute('data-marquee-state', /running|paused/);
  await page.locator('#anim-all').scrollIntoViewIfNeeded();
  await expect(page.locator('#anim-all')).toHaveClass(/animation-loaded/);
  // What the blocks load late (the follow script, a chunk at idle) has run, and a violation's report (one of the page's requests) has reached the server.
  await tracker.quiet();
  expect(violations).toEqual([]);
  expect(await (await request.get('/__qa/csp-reports')).json()).toEqual([]);
});

test('all together: broken blocks keep their markup and name themselves, the others work, and no React loads', async ({ page }) => {
  const { messages } = collectConsole(page);
  const scripts = collectScriptRequests(page);
  const tracker = trackQuiet(page);
  await page.goto('/fixtures/content/all.html');
  await initialized(page);
  // Idle included: a chunk asked for after the first view (React among them) is counted too.
  await tracker.quiet();
  for (const id of [
    'block-menu',
    'block-highlight',
    'block-scaled',
    'block-marquee',
    'block-social',
    'block-shape',
    'block-embed',
    'block-summary',
    'block-map',
    'block-summary-broken',
  ]) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
  }
  for (const id of ['block-map-broken', 'block-marquee-broken']) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'error');
  }
  await expect(page.locator('#block-map-broken .sqs-block-content')).toHaveText('Visit us at 12 Baker Street.');
  // An unknown design is not a broken summary (docs/behaviour/blocks.md#block-data-declaration): the autogrid, and one warning.
  await expect(page.locator('#block-summary-broken .summary-item-list')).toHaveClass(/summary-design-autogrid/);
  await expect(page.locator('#block-marquee-broken svg')).toHaveCount(0);
  const errors = messages.filter((m) => m.type === 'error').map((m) => m.text);
  expect(errors.some((t) => t.includes('#block-map-broken'))).toBe(true);
  expect(errors.some((t) => t.includes('#block-marquee-broken') && t.includes('script.Marquee-props'))).toBe(true);
  expect(messages.filter((m) => m.type === 'warning' && m.text.includes('#block-summary-broken')).map((m) => m.text)).toEqual([
    '[site-runtime] block #block-summary-broken (type "summary"), field "design": expected one of autocolumns, autogrid, carousel, list, wall, got "spiral"; the default is used',
  ]);
  const react = builtManifest().shared.react!;
  expect(scripts.some((url) => url.endsWith(react))).toBe(false);
});
