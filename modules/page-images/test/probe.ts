/**
 * Visitor probes of the page-images module (issue 35, docs/behaviour/images.md#content-fill):
 * a `.content-fill` image is cropped to its box, so it never widens the page
 * sideways. (Whatever else overflows the page, the corpus reports on its own.)
 * Read by tests and the corpus runner only.
 */
import type { VisitorProbe } from '../../../tools/probes/types.ts';

export const probes: VisitorProbe[] = [
  {
    feature: 'a .content-fill image is cropped to its box and does not widen the page',
    selector: '.content-fill > img',
    async run({ target }) {
      const seen = await target.evaluate((img) => {
        const box = img.parentElement!.getBoundingClientRect();
        const own = img.getBoundingClientRect();
        const root = img.ownerDocument;
        return { own: own.width, box: box.width, right: own.right + root.scrollingElement!.scrollLeft, view: root.documentElement.clientWidth };
      });
      if (seen.own > seen.box + 1) throw new Error(`the image is ${Math.round(seen.own)} px wide in a ${Math.round(seen.box)} px box`);
      if (seen.right > seen.view + 1) throw new Error(`the image reaches ${Math.round(seen.right)} px in a ${seen.view} px viewport`);
    },
  },
];
