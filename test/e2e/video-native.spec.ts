/**
 * A video block the platform hosts (`resolvedBy: "native"`, docs/behaviour/video.md#native-video):
 * 06-dbs-home's shape, played in a `<video>` rather than refused as an invalid embed.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { probes } from '../../widgets/video/test/probe-native.ts';

const PAGE = '/fixtures/blocks/video-native.html';
const MUTED = '#block-6a00000000000000000000a1';
const SOUND = '#block-6a00000000000000000000a2';
const BROKEN = '#block-6a00000000000000000000a3';

async function open(page: Page): Promise<void> {
  await page.goto(PAGE);
  await expect(page.locator(MUTED)).toHaveAttribute('data-block-state', 'ready');
  await expect(page.locator(SOUND)).toHaveAttribute('data-block-state', 'ready');
}

const playing = (page: Page, selector: string) =>
  page.locator(`${selector} video`).evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0 && video.readyState >= 2);

test('a muted, autoplaying hosted video plays by itself in a <video> with controls, its poster and playsinline, in a 16:9 box', async ({ page }) => {
  await open(page);
  const video = page.locator(`${MUTED} .native-video-player > video`);
  await expect(video).toHaveCount(1);
  await expect(page.locator(MUTED)).not.toContainText('Invalid video embed.');
  expect(await video.evaluate((v: HTMLVideoElement) => [v.controls, v.muted, v.loop, v.autoplay, v.hasAttribute('playsinline')])).toEqual([
    true,
    true,
    true,
    true,
    true,
  ]);
  await expect(video).toHaveAttribute('poster', '/fixtures/blocks/media/hosted-video/thumbnail');
  // The main column is wider than 640 px: the 1080p rendition.
  await expect(video).toHaveAttribute('src', '/fixtures/blocks/media/hosted-video/mp4-h264-1920:1080');
  await expect.poll(() => playing(page, MUTED)).toBe(true);
  const box = await video.boundingBox();
  expect(Math.abs(box!.height - (box!.width * 9) / 16)).toBeLessThan(2);
  for (const probe of probes) for (const target of await page.locator(probe.selector).all()) await probe.run({ page, target, width: 1280 });
});

test('a hosted video with sound never plays by itself; the visitor plays it from its controls', async ({ page }) => {
  await open(page);
  const video = page.locator(`${SOUND} video`);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.autoplay, v.muted, v.paused, v.preload])).toEqual([false, false, true, 'none']);
  await video.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => playing(page, SOUND)).toBe(true);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test('the 640 px rendition, not the 1080p file, and the probe passes', async ({ page }) => {
    await open(page);
    await expect(page.locator(`${MUTED} video`)).toHaveAttribute('src', '/fixtures/blocks/media/hosted-video/mp4-h264-640:360');
    for (const probe of probes) for (const target of await page.locator(probe.selector).all()) await probe.run({ page, target, width: 390 });
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing plays by itself: the poster shows until the visitor plays it', async ({ page }) => {
    await open(page);
    const video = page.locator(`${MUTED} video`);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.autoplay, v.paused, v.controls])).toEqual([false, true, true]);
    await expect(video).toHaveAttribute('poster', /thumbnail$/);
  });
});

test('a hosted video whose markup names no file keeps its server markup; the console names the block and the field', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto(PAGE);
  await expect(page.locator(BROKEN)).toHaveAttribute('data-block-state', 'error');
  await expect(page.locator(`${BROKEN} video`)).toHaveCount(0);
  await expect(page.locator(`${BROKEN} .native-video-player`)).toHaveCount(1);
  expect(errors.filter((text) => text.includes('6a00000000000000000000a3') && text.includes('.sqs-native-video[data-config-video]'))).toHaveLength(1);
});
