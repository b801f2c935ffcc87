import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/**
 * Gallery (behaviour/vocabulary.md#catalogue). 'No gallery ... container found'
 * elides its middle; 'Could not find transition named' is logged with the
 * name after it.
 */
export const GALLERY_TEXT = {
  name: 'gallery',
  format: fillPlaceholders,
  messages: {
    containerNotFound: 'No gallery {detail} container found',
    unknownDesign: 'These are not the gallery designs you are looking for. (We could not find a design by the name {name})',
    decodeError: 'Error decoding gallery block data.',
    evaluateError: 'Error evaluating gallery block data.',
    unknownTransition: 'Could not find transition named',
  },
} as const satisfies Area;
