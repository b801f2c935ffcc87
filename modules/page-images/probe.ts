/**
 * Visitor probes of the page-image service (issue 35): a `.content-fill`
 * image is cropped to its box, so nothing widens the page sideways. Read by
 * tests and the corpus runner only.
 */
import type { VisitorProbe } from '../../tools/probes/types.ts';

export const probes: VisitorProbe[] = [
  {
    feature: 'a .content-fill image is cropped to its box and the page does not overflow sideways',
    selector: '.content-fill > img',
    async run({ target }) {
      const seen = await target.evaluate((img) => {
        const box = img.parentElement!.getBoundingClientRect();
        const own = img.getBoundingClientRect();
        const root = img.ownerDocument;
        return { own: own.width, box: box.width, page: root.scrollingElement!.scrollWidth, view: root.documentElement.clientWidth };
      });
      if (seen.own > seen.box + 1) throw new Error(`the image is ${Math.round(seen.own)} px wide in a ${Math.round(seen.box)} px box`);
      if (seen.page > seen.view) throw new Error(`the page is ${seen.page} px wide in a ${seen.view} px viewport`);
    },
  },
];
