/**
 * The video block's visitor probes (tools/probes/types.ts; docs/behaviour/video.md#video).
 * A video the platform hosts (`resolvedBy: "native"`) plays in a `<video>`
 * element and has probes of its own. Read only by tests and tools.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

const NOT_NATIVE = ':not([data-block-json*=\'"resolvedBy":"native"\'])';

export const probes: VisitorProbe[] = [
  {
    feature: "a video's play button shows its player",
    selector: `.sqs-block[data-block-type="32"]${NOT_NATIVE}, [data-block="video"]${NOT_NATIVE}`,
    async run({ target }) {
      await target.scrollIntoViewIfNeeded();
      const play = target.locator('button.sqs-video-overlay');
      // A video without an overlay shows its player from the start.
      if (await play.count()) {
        await expect(play, 'the play button is not shown').toBeVisible();
        await play.click();
      }
      const player = target.locator('iframe');
      await expect(player, 'no player after a press on the play button').toHaveCount(1);
      await expect(player, 'the player is not shown').toBeVisible();
    },
  },
];
