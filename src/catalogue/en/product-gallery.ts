import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/**
 * The 7.1 product gallery's and the Lightbox controller's control labels
 * (docs/behaviour/commerce.md#product-controllers); the documented rules
 * (behaviour/vocabulary.md#catalogue) give no wording, these are the project's.
 */
export const PRODUCT_GALLERY_TEXT = {
  name: 'productGallery',
  format: fillPlaceholders,
  messages: {
    showImage: 'Show image {index} of {count}',
    openImage: 'Open {image} full size',
    image: 'image {index}',
    viewFullSize: 'View full size',
  },
} as const satisfies Area;
