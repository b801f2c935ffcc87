import * as z from 'zod/mini';
import { VIDEO_MODE } from '../../src/enums/video.ts';

/** One line for the block-schema reference. */
export const summary =
  'The video block (32). Data is the platform\'s video JSON; the embed code may instead come from the `.sqs-video-wrapper[data-html]` markup.';

/** The video block's data (behaviour.md#platform-markup, "Video (32)"; behaviour.md#video, "Video wrapper"). */
export const schema = z.object({
  html: z.optional(z.string().register(z.globalRegistry, { description: 'The embed code (an iframe or object). Falls back to the wrapper\'s data-html.' })),
  url: z.optional(z.string().register(z.globalRegistry, { description: 'The video page URL at its provider.' })),
  thumbnailUrl: z.optional(z.string().register(z.globalRegistry, { description: 'The overlay\'s thumbnail image.' })),
  title: z.optional(z.string().register(z.globalRegistry, { description: 'Names the play button for screen readers.' })),
  resolvedBy: z.optional(z.string()),
  providerName: z.optional(z.string()),
  overlay: z._default(z.boolean(), true).register(z.globalRegistry, { description: 'Show the thumbnail and play button until activated.' }),
  // The shared video modes; an empty string is the platform's "unset" (behaviour.md#video).
  mode: z._default(z.enum([VIDEO_MODE.NONE, VIDEO_MODE.FIT, VIDEO_MODE.FILL, '']), VIDEO_MODE.NONE).register(z.globalRegistry, {
    description: 'How the video sits in its box: none (natural), fit (letterboxed), fill (cropped to fill).',
  }),
  description: z.optional(z.object({ html: z.optional(z.string()) })),
});

/** The validated video data. */
export type VideoData = z.infer<typeof schema>;
