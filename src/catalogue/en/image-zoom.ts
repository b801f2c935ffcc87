import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/** Image zoom and the Pinterest overlay (docs/behaviour/page-modules.md#image-zoom); the documented rules (behaviour/vocabulary.md#catalogue) give no wording, these are the project's. */
export const IMAGE_ZOOM_TEXT = {
  name: 'imageZoom',
  format: fillPlaceholders,
  messages: {
    zoom: 'Zoom: {image}',
    image: 'image',
    pin: 'Save to Pinterest',
  },
} as const satisfies Area;
