import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area';

/** Video (second seed, section 8). */
export const VIDEO_TEXT = {
  name: 'video',
  format: fillPlaceholders,
  messages: {
    // Ours: the play control's accessible name.
    playVideo: 'Play video',
    playVideoTitled: 'Play video: {title}',
    invalidEmbed: 'Invalid video embed.',
    customThumbnailNeedsEmbed:
      'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
    loaderNotFound: 'VideoLoader not found',
    basicAccountUnsupported: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  },
} as const satisfies Area;
