import type { Area } from '../area.ts';

/** Image loading (behaviour/vocabulary.md#catalogue). */
export const IMAGE_TEXT = {
  name: 'image',
  messages: {
    notImageElement: 'Element is not a valid image element.',
    noParentNode: 'Image element has no parentNode.',
    noImage: 'No image',
    noRootNode: 'No root node',
  },
} as const satisfies Area;
