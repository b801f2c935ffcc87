/**
 * The blog list's visitor probe (tools/probes/types.ts): each post's image
 * in view has a source, and the posts in view are not left transparent.
 */
import { expect } from '@playwright/test';
import type { VisitorProbe } from '../../../tools/probes/types.ts';

/** What the visitor meets in view: `''` when the posts and their images show. Run in the page as text: no inner named functions. */
const unsourced = (list: Element): string => {
  const missing = [...list.querySelectorAll('img[data-src]')].filter((img) => {
    const box = (img.parentElement ?? img).getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.width > 0 && !img.getAttribute('src') && !img.getAttribute('srcset');
  });
  if (missing.length) return `${missing.length} blog images in view have no source (first: ${missing[0]!.getAttribute('data-src')})`;
  const hidden = [...list.querySelectorAll('article')].filter((post) => {
    const box = post.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && getComputedStyle(post).opacity === '0';
  });
  return hidden.length ? `${hidden.length} posts in view stay transparent` : '';
};

export const probes: VisitorProbe[] = [
  {
    feature: "a blog list's post images get their sources",
    selector: '[data-controller*="BlogImageLoader"]',
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
