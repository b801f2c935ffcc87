import { fillPlaceholders } from '../../messages/fill-placeholders';
import type { Area } from '../area';

/** Image zoom and the Pinterest overlay (docs/behaviour.md#image-zoom); the seeds give no wording, these are the project's. */
export const IMAGE_ZOOM_TEXT = {
  name: 'imageZoom',
  format: fillPlaceholders,
  messages: {
    zoom: 'Zoom: {image}',
    image: 'image',
    pin: 'Save to Pinterest',
  },
} as const satisfies Area;
