import { t } from '../../src/catalogue/index.ts';
import { VIEWER_TEXT } from '../../src/catalogue/en/viewer.ts';

/**
 * The name of a slide button that has neither alt text nor a title: the
 * viewer's. A rare path, so the catalogue's lookup loads only for it
 * (docs/behaviour/vocabulary.md#catalogue).
 */
export const lightboxLabel = () => t(VIEWER_TEXT, 'lightbox');
