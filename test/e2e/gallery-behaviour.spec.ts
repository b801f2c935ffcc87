/**
 * Issue 10: the gallery's rules on the platform's markup: index, controls,
 * motion, keys, swipe (mouse and touch), autoplay, linked galleries, video
 * slides, strip clicks and bad input.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { collectConsole } from './support/qa.ts';

const open = async (page: Page, path: string, id: string) => {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
  return page.locator(`#${id} .sqs-gallery-container`);
};
/** Stops the installed clock, so moves stay in motion until the test runs time on. */
const freeze = async (page: Page) => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
const active = (page: Page, id: string) =>
  page.locator(`#${id} .sqs-gallery > .slide`).evaluateAll((slides) => slides.findIndex((s) => s.classList.contains('sqs-active-slide')));
const busEvents = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { seen: string[]; SiteRuntime: { bus: { on(n: string, f: (p: { index: number }) => void): void } } };
    w.seen = [];
    for (const name of ['reachedBeginning', 'reachedEnd']) w.SiteRuntime.bus.on(name, (p) => w.seen.push(`${name}:${p.index}`));
  });
const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: string[] }).seen);

test('slideshow: controls, sqs-disabled at the ends, a move refused while in motion, reachedBeginning/reachedEnd on the bus', async ({ page }) => {
  await page.clock.install();
  const gallery = await open(page, '/fixtures/gallery/ken-burns.html', 'block-ken-burns');
  await freeze(page);
  await busEvents(page);
  const previous = gallery.locator('.sqs-gallery-control.previous');
  const next = gallery.locator('.sqs-gallery-control.next');
  await expect(previous).toHaveClass(/sqs-disabled/);
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(next).not.toHaveClass(/sqs-disabled/);
  // A disabled control stays focusable (aria-disabled); activating it only reports the end.
  await previous.dispatchEvent('click');
  expect(await seen(page)).toEqual([]);
  await page.keyboard.press('ArrowLeft');
  expect(await seen(page)).toEqual(['reachedBeginning:0']);
  // Two presses inside the stacked design's 1 s move: the second is refused.
  await next.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  expect(await active(page, 'block-ken-burns')).toBe(1);
  await expect(gallery.locator('.slide').nth(1)).not.toHaveAttribute('aria-hidden', 'true');
  await expect(gallery.locator('.slide').nth(0)).toHaveAttribute('aria-hidden', 'true');
  await page.clock.runFor(1000);
  await next.click();
  await page.clock.runFor(1000);
  await next.click();
  await page.clock.runFor(1000);
  expect(await active(page, 'block-ken-burns')).toBe(3);
  await expect(next).toHaveClass(/sqs-disabled/);
  await expect(previous).not.toHaveClass(/sqs-disabled/);
  await page.keyboard.press('ArrowRight');
  expect(await seen(page)).toEqual(['reachedBeginning:0', 'reachedEnd:3']);
  expect(await active(page, 'block-ken-burns')).toBe(3);
});

test('keyboard only: Tab to the controls, Enter and Space move; arrows 37/39 move, not from a text field', async ({ page }) => {
  await page.clock.install();
  const gallery = await open(page, '/fixtures/gallery/ken-burns.html', 'block-ken-burns');
  await freeze(page);
  await gallery.locator('.sqs-gallery-control.next').focus();
  await page.keyboard.press('Enter');
  expect(await active(page, 'block-ken-burns')).toBe(1);
  await page.clock.runFor(1000);
  await page.keyboard.press('Space');
  expect(await active(page, 'block-ken-burns')).toBe(2);
  await page.clock.runFor(1000);
  await page.keyboard.press('ArrowLeft');
  expect(await active(page, 'block-ken-burns')).toBe(1);
  await page.clock.runFor(1000);
  await page.locator('#text-field').focus();
  await page.keyboard.press('ArrowRight');
  expect(await active(page, 'block-ken-burns')).toBe(1);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowRight');
  expect(await active(page, 'block-ken-burns')).toBe(2);
  // In motion: the next arrow is ignored.
  await page.keyboard.press('ArrowRight');
  expect(await active(page, 'block-ken-burns')).toBe(2);
});

test('loop wraps both ways and never disables the controls; the scroll transition is applied', async ({ page }) => {
  await page.clock.install();
  const gallery = await open(page, '/fixtures/gallery/slideshow-loop.html', 'block-slideshow-loop');
  await freeze(page);
  await expect(gallery).toHaveClass(/sqs-gallery-transition-scroll/);
  await expect(gallery.locator('.sqs-gallery-control.previous')).not.toHaveClass(/sqs-disabled/);
  await gallery.locator('.sqs-gallery-control.previous').click();
  expect(await active(page, 'block-slideshow-loop')).toBe(3);
  await page.clock.runFor(1000);
  await gallery.locator('.sqs-gallery-control.next').click();
  expect(await active(page, 'block-slideshow-loop')).toBe(0);
});

test('carousel moves by groups of 3; previous disabled on the first group, next on the last', async ({ page }) => {
  await page.clock.install();
  const gallery = await open(page, '/fixtures/gallery/carousel.html', 'block-carousel');
  await freeze(page);
  const next = gallery.locator('.sqs-gallery-control.next');
  await expect(gallery.locator('.sqs-gallery-control.previous')).toHaveClass(/sqs-disabled/);
  await expect(gallery.locator('.slide').nth(3)).toHaveAttribute('aria-hidden', 'true');
  await next.click();
  expect(await active(page, 'block-carousel')).toBe(3);
  await expect(gallery.locator('.slide').nth(3)).not.toHaveAttribute('aria-hidden');
  await page.clock.runFor(500);
  await next.click();
  expect(await active(page, 'block-carousel')).toBe(6);
  await expect(next).toHaveClass(/sqs-disabled/);
  await page.screenshot({ path: '/tmp/shots/gallery-carousel-last-group.png' });
});

test('strip: a click on another slide makes it current, a click on the current one goes next', async ({ page }) => {
  await page.clock.install();
  const gallery = await open(page, '/fixtures/gallery/strip.html', 'block-strip');
  await freeze(page);
  await gallery.locator('.slide').nth(1).click();
  expect(await active(page, 'block-strip')).toBe(1);
  await page.clock.runFor(500);
  await gallery.locator('.slide').nth(1).click();
  expect(await active(page, 'block-strip')).toBe(2);
  await page.clock.runFor(500);
  await page.screenshot({ path: '/tmp/shots/gallery-strip-moved.png' });
});

test('swipe with the mouse: 50 px within 250 ms moves, a slow drag does not', async ({ page }) => {
  await page.clock.install();
  const gallery = await open(page, '/fixtures/gallery/swipe.html', 'block-swipe');
  await freeze(page);
  const box = (await gallery.locator('.sqs-gallery').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 400, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 300, y, { steps: 4 });
  await page.mouse.up();
  expect(await active(page, 'block-swipe')).toBe(1);
  await page.clock.runFor(1000);
  await page.mouse.move(box.x + 300, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 250, y, { steps: 2 });
  await page.clock.runFor(400);
  await page.mouse.move(box.x + 200, y, { steps: 2 });
  await page.mouse.up();
  expect(await active(page, 'block-swipe')).toBe(1);
});

test.describe('touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 400, height: 800 } });
  test('a touch swipe left goes next and right goes back; a vertical drag does not move it', async ({ page }) => {
    await page.clock.install();
    const gallery = await open(page, '/fixtures/gallery/swipe.html', 'block-swipe');
    await freeze(page);
    const box = (await gallery.locator('.sqs-gallery').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = async (points: Array<[number, number]>) => {
      const [first, ...rest] = points;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: first![0], y: first![1] }] });
      for (const [x, y] of rest) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const y = box.y + box.height / 2;
    await touch([
      [300, y],
      [270, y],
      [230, y],
      [200, y],
    ]);
    await expect.poll(() => active(page, 'block-swipe')).toBe(1);
    await page.clock.runFor(1000);
    await touch([
      [100, y],
      [140, y],
      [180, y],
      [220, y],
    ]);
    await expect.poll(() => active(page, 'block-swipe')).toBe(0);
    await page.clock.runFor(1000);
    await touch([
      [200, y],
      [203, y - 40],
      [205, y - 80],
    ]);
    expect(await active(page, 'block-swipe')).toBe(0);
  });
});

test('autoplay: advances after the interval, holds while hovered, resumes 1 s after the pointer leaves', async ({ page }) => {
  await page.clock.install();
  const gallery = await open(page, '/fixtures/gallery/slideshow.html', 'block-slideshow');
  await freeze(page);
  // Real time passed while the page loaded: count from where it is now.
  const start = await active(page, 'block-slideshow');
  await page.clock.runFor(3000);
  expect(await active(page, 'block-slideshow')).toBe(start + 1);
  await gallery.locator('.sqs-gallery').hover();
  await page.clock.runFor(7000);
  expect(await active(page, 'block-slideshow')).toBe(start + 1);
  // It resumes 1 s after the pointer leaves.
  await page.mouse.move(2, 2);
  await page.clock.runFor(900);
  expect(await active(page, 'block-slideshow')).toBe(start + 1);
  await page.clock.runFor(150);
  expect(await active(page, 'block-slideshow')).toBe(start + 2);
});

test('?nomotion=true turns autoplay off', async ({ page }) => {
  await page.clock.install();
  await open(page, '/fixtures/gallery/slideshow.html?nomotion=true', 'block-slideshow');
  await freeze(page);
  await page.clock.runFor(7000);
  expect(await active(page, 'block-slideshow')).toBe(0);
});

test('autoplay is off under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await open(page, '/fixtures/gallery/slideshow.html', 'block-slideshow');
  await freeze(page);
  await page.clock.runFor(7000);
  expect(await active(page, 'block-slideshow')).toBe(0);
});

test('video slide: the overlay plays by Enter with a sanitised player, and leaving the slide gives the overlay back', async ({ page }) => {
  await page.clock.install();
  const gallery = await open(page, '/fixtures/gallery/ken-burns.html', 'block-ken-burns');
  await freeze(page);
  const next = gallery.locator('.sqs-gallery-control.next');
  await next.click();
  await page.clock.runFor(1000);
  await next.click();
  await page.clock.runFor(1000);
  const overlay = gallery.locator('.slide').nth(2).locator('.sqs-video-overlay');
  await expect(overlay).toHaveAttribute('role', 'button');
  await overlay.focus();
  await page.keyboard.press('Enter');
  const iframe = gallery.locator('.slide').nth(2).locator('iframe');
  await expect(iframe).toHaveAttribute('src', '/fixtures/blocks/fake-player.html');
  expect(await iframe.getAttribute('onload')).toBeNull();
  await expect(overlay).toBeHidden();
  await next.click();
  await expect(iframe).toHaveCount(0);
  await expect(gallery.locator('.slide').nth(2).locator('.sqs-video-overlay')).not.toHaveAttribute('hidden');
});

test('linked galleries move in step; only the primary keeps the arrow keys', async ({ page }) => {
  await page.clock.install();
  const main = await open(page, '/fixtures/gallery/linked.html', 'block-main');
  await freeze(page);
  await expect(page.locator('#block-follower')).toHaveAttribute('data-block-state', 'ready');
  await main.locator('.sqs-gallery-control.next').click();
  expect(await active(page, 'block-main')).toBe(1);
  expect(await active(page, 'block-follower')).toBe(1);
  await page.clock.runFor(1000);
  await page.locator('#block-follower .slide').nth(2).click();
  expect(await active(page, 'block-follower')).toBe(2);
  expect(await active(page, 'block-main')).toBe(2);
  await page.clock.runFor(1000);
  await page.locator('#block-follower').scrollIntoViewIfNeeded();
  await page.keyboard.press('ArrowLeft');
  // One step, by the primary (which the follower then follows): not two.
  expect(await active(page, 'block-main')).toBe(1);
  expect(await active(page, 'block-follower')).toBe(1);
});

test('bad input: undecodable JSON keeps its markup; a bad field, an unknown design or transition is one warning and the gallery works', async ({ page }) => {
  const { messages } = collectConsole(page);
  await page.goto('/fixtures/gallery/broken.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  await expect(page.locator('#block-good')).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator('#block-undecodable')).toHaveAttribute('data-block-state', 'error');
  await expect(page.locator('#block-undecodable .sqs-gallery-container')).not.toHaveClass(/sqs-gallery-enhanced/);
  // Read as the platform reads them: the default instead of the value, one warning each (docs/behaviour/blocks.md#block-data-declaration).
  await expect(page.locator('#block-bad-field .sqs-gallery-container')).toHaveClass(/sqs-gallery-design-autogrid/);
  await expect(page.locator('#block-unknown .sqs-gallery-container')).toHaveClass(/sqs-gallery-design-base/);
  await expect(page.locator('#block-bad-transition .sqs-gallery-container')).toHaveClass(/sqs-gallery-transition-fade/);
  for (const id of ['block-bad-field', 'block-unknown', 'block-bad-transition'])
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
  // A gallery with no slides is ignored, not an error.
  await expect(page.locator('#block-empty')).toHaveAttribute('data-block-state', 'ready');
  const errors = messages.filter((m) => m.type === 'error').map((m) => m.text);
  expect(errors.filter((text) => text.includes('block #'))).toEqual([
    expect.stringContaining('block #block-undecodable (type "gallery"), field "data-block-json": not valid JSON'),
  ]);
  // In any order: the galleries mount in the order their chunks settle.
  const warnings = messages
    .filter((m) => m.type === 'warning' && m.text.includes('block #'))
    .map((m) => m.text)
    .sort();
  expect(warnings).toEqual(
    [
      '[site-runtime] block #block-bad-field (type "gallery"), field "columnWidth": Error evaluating gallery block data. expected a number of at least 1, got -5; the default is used',
      '[site-runtime] block #block-unknown (type "gallery"), field "design": Error evaluating gallery block data. expected one of stacked, slideshow, slider, grid, autogrid, autocolumns, autorows, list, carousel, strip, got "spiral"; the default is used',
      '[site-runtime] block #block-bad-transition (type "gallery"), field "transition": Error evaluating gallery block data. expected one of fade, ken-burns, scroll, swipe, new-swipe, got "wobble"; the default is used',
    ].sort(),
  );
  await expect(page.locator('#block-good .sqs-gallery-container')).toHaveClass(/sqs-gallery-design-grid/);
});

test('data-block="gallery" takes the same markup and JSON', async ({ page }) => {
  const gallery = await open(page, '/fixtures/gallery/data-block.html', 'block-data');
  await expect(gallery).toHaveClass(/sqs-gallery-design-carousel/);
  await expect(gallery.locator('.sqs-gallery-control')).toHaveCount(2);
});
