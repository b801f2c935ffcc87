/**
 * The click-through links' own field (docs/behaviour/gallery.md#gallery-click-through),
 * declared apart from ./data.ts so that only the click-through chunk reads
 * it: a gallery without such links never pays for it.
 */
import { bool } from '../../src/block-data/fields.ts';

/** The click-through fields (listed in docs/block-schemas.md through ./data.ts's `laterDeclarations`). */
export const fields = {
  newWindow: bool({
    default: false,
    description: 'Slides with a click-through URL (`data-click-through-url`) open it in a new tab, cut off from this page (`noopener`).',
  }),
};
