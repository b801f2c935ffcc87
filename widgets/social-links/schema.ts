import * as z from 'zod/mini';

/** One line for the block-schema reference. */
export const summary =
  'Social links (54, and 19): complete markup, `nav.sqs-svg-icon--list > a.sqs-svg-icon--wrapper.<service>`. `followScriptUrl` (not a platform field) names the social follow script, loaded with a 10 s limit.';

/** The social links block's data. */
export const schema = z.object({
  followScriptUrl: z.optional(
    z.string().register(z.globalRegistry, {
      description: 'The social follow script to load (10 s limit; a failure is only logged). Absent: no script is loaded.',
    }),
  ),
});

/** The validated social-links data. */
export type SocialLinksData = z.infer<typeof schema>;

/** What the widget reads its data with: `site-runtime check` runs the same function (docs/behaviour.md#check). */
export { readSocialLinks as read } from './read-social-links.ts';
