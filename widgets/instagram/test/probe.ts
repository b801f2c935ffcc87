/**
 * The Instagram block's visitor probe (tools/probes/types.ts): where the
 * server rendered the account's thumbnails, each one in view has a source.
 * A block without thumbnails (a single post embedded by Instagram's script)
 * is not this probe's.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

/** The thumbnails in view without a source: `''` when none. Run in the page as text: no inner named functions. */
const unsourced = (block: Element): string => {
  const missing = [...block.querySelectorAll('img[data-src]')].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.width > 0 && !img.getAttribute('src') && !img.getAttribute('srcset');
  });
  return missing.length ? `${missing.length} thumbnails in view have no source (first: ${missing[0]!.getAttribute('data-src')})` : '';
};

export const probes: VisitorProbe[] = [
  {
    feature: "an Instagram block's thumbnails get their sources",
    selector: '.sqs-block-instagram[data-block-type="25"]',
    async run({ target }) {
      await target.scrollIntoViewIfNeeded();
      await expect
        .poll(() => target.evaluate(unsourced), { timeout: 5000 })
        .toBe('')
        .catch(() => undefined);
      const met = await target.evaluate(unsourced);
      if (met) throw new Error(met);
    },
  },
];
