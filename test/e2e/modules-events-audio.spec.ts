/** Events and the audio player (docs/behaviour/page-modules.md#events, #audio-player). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

test('events: past and upcoming by the clock, dates in the locale; axe clean', async ({ page }) => {
  await page.clock.setFixedTime(Date.UTC(2026, 10, 23, 12));
  await page.goto('/fixtures/modules/events.html');
  await expect(page.locator('#event-market')).toHaveClass(/eventlist-event--past/);
  await expect(page.locator('#event-workshop')).toHaveClass(/eventlist-event--upcoming/);
  await expect(page.locator('#event-workshop time')).toHaveText(/^Saturday, December 5, 2026 at \d{1,2}:00/);
  await page.screenshot({ path: '/tmp/shots/events.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('audio player: labelled native controls, one track at a time; axe clean', async ({ page }) => {
  await page.goto('/fixtures/modules/audio-player.html');
  const one = page.getByLabel('Studio tour, part one');
  const two = page.getByLabel('Studio tour, part two');
  await expect(one).toHaveAttribute('controls', '');
  await expect(two).toHaveAttribute('src', /tone-2\.wav$/);
  await one.evaluate((audio: HTMLAudioElement) => {
    audio.muted = true;
    return audio.play();
  });
  expect(await one.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);
  await two.evaluate((audio: HTMLAudioElement) => {
    audio.muted = true;
    return audio.play();
  });
  await expect.poll(() => one.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
  await page.screenshot({ path: '/tmp/shots/audio-player.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
