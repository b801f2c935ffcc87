import type { Area } from '../area.ts';

/** Video (behaviour/vocabulary.md#catalogue). */
export const VIDEO_TEXT = {
  name: 'video',
  messages: {
    // Ours: the play control's accessible name (the video's title follows it, after a colon).
    playVideo: 'Play video',
    invalidEmbed: 'Invalid video embed.',
    customThumbnailNeedsEmbed:
      'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
    loaderNotFound: 'VideoLoader not found',
    basicAccountUnsupported: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  },
} as const satisfies Area;
