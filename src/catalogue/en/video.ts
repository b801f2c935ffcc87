import type { Area } from '../area.ts';

/** Video (behaviour/vocabulary.md#catalogue). */
export const VIDEO_TEXT = {
  name: 'video',
  messages: {
    // Ours: the play control's accessible name (the video's title follows it, after a colon).
    playVideo: 'Play video',
    invalidEmbed: 'Invalid video embed.',
    loaderNotFound: 'VideoLoader not found',
  },
} as const satisfies Area;
