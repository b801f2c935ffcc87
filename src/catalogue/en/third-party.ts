import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/**
 * The third-party blocks' fallback (the project's wording: the documented rules (behaviour/vocabulary.md#catalogue) give
 * none): the link left when a provider's script cannot load.
 */
export const THIRD_PARTY_TEXT = {
  name: 'thirdParty',
  format: fillPlaceholders,
  messages: {
    openOn: 'Open on {provider}',
  },
} as const satisfies Area;
