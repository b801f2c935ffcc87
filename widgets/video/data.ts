/**
 * The video block's data declaration (docs/behaviour/video.md#video): the one
 * statement of its fields, from which the widget reads them, `site-runtime
 * check` reports and docs/block-schemas.md is written. Read leniently, as
 * the platform does (docs/behaviour/blocks.md#block-data-declaration): a value it
 * cannot read is one warning and its default, never a refused block.
 */
import { bool, oneOf, text } from '../../src/block-data/fields.ts';
import { VIDEO_MODE } from '../../src/enums/video.ts';

/** One line for the block-schema reference. */
export const summary =
  "The video block (32): the platform's video markup (`.sqs-video-wrapper[data-html]` with its `.sqs-video-overlay`), enhanced in place, no React (docs/behaviour/video.md#video). Data is the platform's video JSON; its `html` wins over the wrapper's `data-html`.";

/** The video block's fields (docs/behaviour/video.md#video). */
export const fields = {
  html: text({ description: "The embed code (an iframe; an object is refused). Default the wrapper's `data-html`." }),
  url: text({ description: 'The video page URL at its provider (read, not used by this runtime).' }),
  thumbnailUrl: text({ description: "The overlay's thumbnail image; default the overlay image's `data-src`." }),
  title: text({ description: 'Names the play button for screen readers ("Play video: <title>").' }),
  resolvedBy: text({ description: '"native": a hosted video, played in a `<video>` (docs/behaviour/video.md#native-video).' }),
  providerName: text({ description: "Set as the wrapper's `data-provider-name`; default the wrapper's own." }),
  overlay: bool({ default: true, description: 'Show the thumbnail and play button until activated; off, the player shows at once.' }),
  // An empty string is the platform's "unset": read as absent, so the default (behaviour/video.md#video).
  mode: oneOf([VIDEO_MODE.NONE, VIDEO_MODE.FIT, VIDEO_MODE.FILL], {
    default: VIDEO_MODE.NONE,
    description: 'How the video sits in its box: none (natural), fit (letterboxed), fill (cropped to fill); "" is none.',
  }),
};
