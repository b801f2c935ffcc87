/**
 * Issue 11: the blocks that move. The marquee runs along its wave only while
 * visible and motion is allowed, pauses on hover, redraws 1000 ms after a
 * resize or design tweak, and is read once by assistive technology. Text
 * highlights play when scrolled into view, reset on a settings change and
 * are drawn at once under reduced motion. Block animation marks sections
 * `animation-loaded` once visible enough, at once under reduced motion.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { resizeObserved } from './support/resize-observed.ts';
import { probes as marqueeProbes } from '../../widgets/marquee/test/probe.ts';

const initialized = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
const offsetOf = async (marquee: Locator) => Number(await marquee.locator('textPath').getAttribute('startOffset'));

test('marquee: a wave sampled every 3 px, one announced copy, moving left while visible, paused on hover and off-screen', async ({ page }) => {
  await page.clock.install();
  await page.goto('/fixtures/content/marquee.html');
  await initialized(page);
  const marquee = page.locator('#block-marquee');
  await expect(marquee).toHaveAttribute('data-marquee-state', 'running');
  await page.clock.pauseAt(Date.now() + 500);

  const d = (await marquee.locator('path').getAttribute('d'))!;
  const xs = d
    .slice(1)
    .split('L')
    .map((p) => Number(p.split(' ')[0]));
  expect(xs.slice(0, 3)).toEqual([0, 3, 6]);
  await expect(marquee.locator('svg')).toHaveAttribute('aria-hidden', 'true');
  await expect(marquee.locator('.marquee-sr-text')).toHaveText('Fresh bread daily Open until 8 pm');
  expect(Number(await marquee.getAttribute('data-marquee-copies'))).toBeGreaterThan(1);

  const before = await offsetOf(marquee);
  await page.clock.runFor(1000);
  const after = await offsetOf(marquee);
  // 60 px a second at speed 1, towards the path's start (modulo one sequence).
  expect(after).not.toBe(before);
  expect(after).toBeLessThanOrEqual(0);

  await marquee.hover();
  await expect(marquee).toHaveAttribute('data-marquee-state', 'paused');
  const held = await offsetOf(marquee);
  await page.clock.runFor(1000);
  expect(await offsetOf(marquee)).toBe(held);
  await page.mouse.move(0, 0);
  await expect(marquee).toHaveAttribute('data-marquee-state', 'running');

  await page.locator('#below-marquee').scrollIntoViewIfNeeded();
  await expect(marquee).toHaveAttribute('data-marquee-state', 'paused');
});

test('marquee: the visitor probe judges the marquee, not a pointer an earlier step left resting over it (it pauses on hover)', async ({ page }) => {
  await page.goto('/fixtures/content/marquee.html');
  const marquee = page.locator('#block-marquee');
  await expect(marquee).toHaveAttribute('data-marquee-state', 'running');
  // As the corpus leaves it after scrolling the page under the pointer: paused, as it should be.
  await marquee.hover();
  await expect(marquee).toHaveAttribute('data-marquee-state', 'paused');
  for (const probe of marqueeProbes) await probe.run({ page, target: marquee, width: 1280 });
  await expect(marquee).toHaveAttribute('data-marquee-state', 'running');
});

test('marquee: redrawn once, 1000 ms after the last resize, design tweak or font load', async ({ page }) => {
  await page.clock.install();
  await page.goto('/fixtures/content/marquee.html');
  await initialized(page);
  const marquee = page.locator('#block-marquee');
  await expect(marquee).toHaveAttribute('data-marquee-draws', '1');
  await page.clock.pauseAt(Date.now() + 500);
  // The widget's debounce starts in its ResizeObserver callback: wait for it before the clock moves.
  const host = marquee.locator('.Marquee');
  await resizeObserved(host, () => page.setViewportSize({ width: 600, height: 700 }));
  await page.clock.runFor(500);
  await resizeObserved(host, () => page.setViewportSize({ width: 500, height: 700 }));
  await page.clock.runFor(999);
  await expect(marquee).toHaveAttribute('data-marquee-draws', '1');
  await page.clock.runFor(2);
  await expect(marquee).toHaveAttribute('data-marquee-draws', '2');
  const d = (await marquee.locator('path').getAttribute('d'))!;
  expect(Number(d.split('L').at(-1)!.split(' ')[0])).toBeLessThan(500);

  await page.evaluate(() => window.SiteRuntime!.bus.emit('tweak:change'));
  await page.clock.runFor(1001);
  await expect(marquee).toHaveAttribute('data-marquee-draws', '3');

  // A web font that finished loading changes the text's width: redrawn too.
  await page.evaluate(() => document.fonts.dispatchEvent(new Event('loadingdone')));
  await page.clock.runFor(999);
  await expect(marquee).toHaveAttribute('data-marquee-draws', '3');
  await page.clock.runFor(2);
  await expect(marquee).toHaveAttribute('data-marquee-draws', '4');
});

test('marquee: still under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/fixtures/content/marquee.html');
  await initialized(page);
  const marquee = page.locator('#block-marquee');
  await expect(marquee).toHaveAttribute('data-marquee-state', 'still');
  await page.clock.pauseAt(Date.now() + 500);
  const offset = await offsetOf(marquee);
  await page.clock.runFor(2000);
  expect(await offsetOf(marquee)).toBe(offset);
});

test('text highlight: plays once in view (the one below waits until scrolled to); a settings change resets and replays it after 250 ms', async ({ page }) => {
  await page.clock.install();
  await page.goto('/fixtures/content/text-highlight.html');
  await initialized(page);
  const top = page.locator('#block-highlight');
  const below = page.locator('#block-highlight-below');
  await expect(top).toHaveAttribute('data-highlight-state', /playing|done/);
  await expect(below).toHaveAttribute('data-highlight-state', 'waiting');
  await expect(top.locator('.text-highlight-layer path').first()).toHaveAttribute('stroke', '#d9480f');
  await expect(top.locator('.text-highlight-layer')).toHaveAttribute('aria-hidden', 'true');

  await page.clock.pauseAt(Date.now() + 2000);
  await expect(top).toHaveAttribute('data-highlight-state', 'done');
  await top.evaluate((el) => el.setAttribute('data-block-json', JSON.stringify({ shape: 'underline', color: '#1c7ed6' })));
  const path = top.locator('.text-highlight-layer path').first();
  await expect(path).toHaveAttribute('stroke', '#1c7ed6');
  await expect(path).toHaveAttribute('d', /^M0 [\d.]+L[\d.]+ [\d.]+$/);
  await expect(top).toHaveAttribute('data-highlight-state', 'playing');
  // One line: the whole default duration (0.75 s), after the 250 ms initial delay.
  expect(
    await path.evaluate((el) =>
      el
        .getAnimations()
        .map((a) => a.effect!.getTiming())
        .map(({ delay, duration }) => ({ delay, duration })),
    ),
  ).toEqual([{ delay: 250, duration: 750 }]);
  await page.clock.runFor(999);
  await expect(top).toHaveAttribute('data-highlight-state', 'playing');
  await page.clock.runFor(2);
  await expect(top).toHaveAttribute('data-highlight-state', 'done');

  await below.scrollIntoViewIfNeeded();
  await expect(below).toHaveAttribute('data-highlight-state', 'playing');
});

test('text highlight: drawn at once under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/fixtures/content/text-highlight.html');
  await initialized(page);
  const top = page.locator('#block-highlight');
  await expect(top).toHaveAttribute('data-highlight-state', 'done');
  const path = top.locator('.text-highlight-layer path').first();
  await expect(path).toHaveCSS('stroke-dashoffset', '0px');
  await expect(page.locator('#block-highlight-below')).toHaveAttribute('data-highlight-state', 'done');
});

test('block animation: animation-loaded once visible enough; the section below only when scrolled to', async ({ page }) => {
  await page.goto('/fixtures/content/block-animation.html');
  await expect(page.locator('#anim-top')).toHaveClass(/animation-loaded/);
  await expect(page.locator('#anim-below')).not.toHaveClass(/animation-loaded/);
  await page.locator('#anim-below').scrollIntoViewIfNeeded();
  await expect(page.locator('#anim-below')).toHaveClass(/animation-loaded/);
});

test('block animation: every section at once under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/fixtures/content/block-animation.html');
  await expect(page.locator('#anim-below')).toHaveClass(/animation-loaded/);
});
