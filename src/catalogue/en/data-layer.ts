import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/**
 * Data layer (behaviour/vocabulary.md#catalogue). 'Unable to connect…' is all the specification (behaviour/vocabulary.md#catalogue)
 * shows of that message ("rest of wording not shown").
 */
export const DATA_LAYER_TEXT = {
  name: 'dataLayer',
  format: fillPlaceholders,
  messages: {
    unparseableJson: 'Internal Error: Unable to parse server response from ({url}) as JSON: {detail}',
    unauthorized: 'Unauthorized request',
    internalServerError: 'Internal server error. Please try again later.',
    serviceUnavailable: 'This service is temporarily unavailable. Please try again later.',
    unableToConnect: 'Unable to connect…',
  },
} as const satisfies Area;
