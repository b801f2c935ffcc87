// Console-only messages: the area's English as written, filled by the area's own formatter
// (docs/behaviour/vocabulary.md#catalogue).
import { GALLERY_TEXT } from '../../src/catalogue/en/gallery.ts';
import type { GalleryProblem } from './problem.ts';

/**
 * The problem with its catalogue sentence as the message
 * (docs/behaviour/gallery.md#gallery): 'Error evaluating gallery block data.' with
 * the field, 'Could not find transition named' with the name, the unknown
 * design's sentence, 'No gallery … container found'.
 */
export function withSentence(error: GalleryProblem): GalleryProblem {
  const { messages, format } = GALLERY_TEXT;
  error.message =
    error.kind === 'containerNotFound'
      ? format(messages.containerNotFound, { detail: error.detail }, 'en')
      : error.kind === 'unknownDesign'
        ? format(messages.unknownDesign, { name: error.detail }, 'en')
        : `${messages[error.kind]} ${error.detail}`;
  return error;
}
