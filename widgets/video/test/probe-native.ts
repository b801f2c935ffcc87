/**
 * The hosted (native) video's visitor probe (tools/probes/types.ts), for the
 * lead to merge into ./probe.ts: read by the corpus runner and the e2e specs
 * only. It checks what the page gives the visitor, not that the file
 * downloads (the corpus aborts the platform's video host).
 */
import type { VisitorProbe } from '../../../tools/probes/types.ts';

export const probes: VisitorProbe[] = [
  {
    feature: 'a video the platform hosts plays in a <video> with controls and its poster, never by itself with sound',
    // A content item (a JSON object), not "null": a block naming no file is an error of its data, reported by the block.
    selector: '.sqs-block-video .sqs-native-video[data-config-video^="{"]',
    async run({ target }) {
      const block = target.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " sqs-block-video ")][1]');
      if ((await block.textContent())?.includes('Invalid video embed.')) throw new Error('the block says "Invalid video embed."');
      const video = target.locator('video');
      if ((await video.count()) !== 1) throw new Error(`the hosted video has ${await video.count()} <video> elements, not one`);
      const state = await video.evaluate((element: HTMLVideoElement) => ({
        src: element.currentSrc || element.src,
        controls: element.controls,
        inline: element.hasAttribute('playsinline'),
        poster: element.poster,
        soundAutoplay: element.autoplay && !element.muted,
        height: element.getBoundingClientRect().height,
      }));
      if (!/^https?:/.test(state.src)) throw new Error(`the video has no file to play (src "${state.src}")`);
      if (!state.controls) throw new Error('the video has no controls');
      if (!state.inline) throw new Error('the video is not playsinline (a phone would open it full screen)');
      if (!state.poster) throw new Error('the video has no poster');
      if (state.soundAutoplay) throw new Error('the video plays by itself with sound');
      if (state.height < 20) throw new Error(`the video is ${state.height} px high: its box was not sized`);
    },
  },
];
