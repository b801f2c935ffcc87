/**
 * The section background video's visitor probe (tools/probes/types.ts): read
 * by the corpus runner and the e2e specs only. It checks what the visitor
 * is given (a muted, looping, inline video covering the section, or its
 * poster under reduced motion), not that the file downloads (the corpus
 * aborts the platform's video host).
 */
import type { VisitorProbe } from '../../../tools/probes/types.ts';

export const probes: VisitorProbe[] = [
  {
    feature: 'a section background video plays muted, looping and inline behind the section (its poster under reduced motion)',
    selector: '[data-controller~="VideoBackgroundNative"]',
    async run({ page, target }) {
      const video = target.locator('.sqs-video-background-native video');
      if ((await video.count()) !== 1) throw new Error(`the background has ${await video.count()} <video> elements, not one: a black hero`);
      const still = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
      const state = await video.evaluate((element: HTMLVideoElement) => {
        const box = element.getBoundingClientRect();
        const section = (element.closest('section') ?? element.parentElement!).getBoundingClientRect();
        return {
          src: element.currentSrc || element.src,
          muted: element.muted,
          loop: element.loop,
          inline: element.hasAttribute('playsinline'),
          autoplay: element.autoplay,
          poster: element.poster,
          visible: getComputedStyle(element).visibility !== 'hidden' && Number(getComputedStyle(element).opacity) > 0,
          covers: box.width >= section.width - 1 && box.height >= Math.min(section.height, innerHeight) - 1,
        };
      });
      if (!/^https?:/.test(state.src)) throw new Error(`the background video has no file (src "${state.src}")`);
      if (!state.muted || !state.loop || !state.inline) throw new Error('the background video is not muted, looping and inline');
      if (!state.visible || !state.covers) throw new Error('the background video does not cover its section');
      if (still && state.autoplay) throw new Error('the background video plays under reduced motion');
      if (!still && !state.autoplay) throw new Error('the background video does not play by itself');
      if (!state.poster) throw new Error('the background video has no poster');
    },
  },
];
