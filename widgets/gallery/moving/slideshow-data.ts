/**
 * The slideshow's own fields (docs/behaviour/gallery.md#gallery-slideshow-fields),
 * declared apart from ./../data.ts so that only the slideshow's chunk reads
 * them: the grid's first view never pays for them. Read leniently, with the
 * same warnings as every declaration (docs/behaviour/blocks.md#block-data-declaration).
 */
import { bool, num, oneOf } from '../../../src/block-data/fields.ts';

/** Where the title and description sit over a slide: the platform's `sqs-gallery-block-meta-position-<name>` classes. */
const META_POSITIONS = ['top-left', 'top', 'top-right', 'center', 'bottom-left', 'bottom', 'bottom-right'] as const;

/** The height of one layout row in px: a `vSize` of N is N rows, as the site stylesheets size `vsize-N` blocks. */
export const ROW_PX = 34;

/** The slideshow's fields (listed in docs/block-schemas.md through ../data.ts's `laterDeclarations`). */
export const fields = {
  mixedContent: bool({
    default: false,
    description: "slideshow: the slides mix shapes (images and videos); the box then takes each current slide's own shape instead of one shape for all.",
  }),
  'thumbnail-strip-margin': num({ min: 0, default: 8, description: 'slideshow: the space in px between the slides and the thumbnail strip.' }),
  'meta-position': oneOf(META_POSITIONS, {
    description: "slideshow: where each slide's title and description (`.meta`) sit over it; the container gets `sqs-gallery-block-meta-position-<name>`.",
  }),
  vSize: num({
    min: 1,
    integer: true,
    nullable: true,
    description: "slideshow: the slides' height in layout rows of 34 px (`null`: the gallery's aspect ratio).",
  }),
};
