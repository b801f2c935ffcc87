/**
 * A 7.1 section's background video hosted by the platform (`data-controller="VideoBackgroundNative"`,
 * docs/behaviour/video.md#video-background-native): it plays behind the section, muted and looping, or
 * shows its poster under reduced motion.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { serveSiteCss } from './support/site-css.ts';
import { probes } from '../../widgets/video-background-native/test/probe.ts';

const PAGE = '/fixtures/sections/video-background.html';
const FIRST = '[data-section-id="6a00000000000000000000c1"]';
const SECOND = '[data-section-id="6a00000000000000000000c2"]';

async function open(page: Page): Promise<void> {
  await serveSiteCss(page);
  await page.goto(PAGE);
  for (const section of [FIRST, SECOND])
    await expect(page.locator(`${section} [data-controller="VideoBackgroundNative"]`)).toHaveAttribute('data-block-state', 'ready');
}

async function runProbes(page: Page, width: number): Promise<void> {
  for (const probe of probes) {
    const targets = await page.locator(probe.selector).all();
    expect(targets).toHaveLength(2);
    for (const target of targets) await probe.run({ page, target, width });
  }
}

const playing = (page: Page, section: string) => page.locator(`${section} video`).evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0);

for (const width of [1280, 390]) {
  test(`at ${width} px: a muted, looping, inline video plays behind each section, at the owner's speed, covering it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page);
    for (const section of [FIRST, SECOND]) {
      const video = page.locator(`${section} .sqs-video-background-native__video-player > video`);
      await expect(video).toHaveCount(1);
      expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.autoplay, v.controls, v.playbackRate, v.getAttribute('aria-hidden')])).toEqual([
        true,
        true,
        true,
        false,
        0.5,
        'true',
      ]);
      // The smallest rendition that covers the section's background, cropped (16:9 across a taller box needs more width).
      const box = (await page.locator(`${section} .sqs-video-background-native`).boundingBox())!;
      const needed = Math.max(box.width, (box.height * 16) / 9);
      await expect(video).toHaveAttribute('src', needed <= 640 ? /mp4-h264-640:360$/ : /mp4-h264-1920:1080$/);
      await expect.poll(() => playing(page, section)).toBe(true);
    }
    await runProbes(page, width);
  });
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing moves: the poster shows in place of the video', async ({ page }) => {
    await open(page);
    const video = page.locator(`${FIRST} video`);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.autoplay, v.paused, v.preload])).toEqual([false, true, 'none']);
    await expect(video).toHaveAttribute('poster', '/fixtures/blocks/media/hosted-video/thumbnail');
    await expect(page.locator(`${FIRST} [data-controller="VideoBackgroundNative"]`)).toHaveAttribute('data-video-background', 'poster');
    await runProbes(page, 1280);
  });
});
