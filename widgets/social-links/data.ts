/**
 * The social links block's data declaration
 * (docs/behaviour/blocks.md#block-data-declaration): the one statement of the
 * fields it reads, from which the widget reads them, `site-runtime check`
 * reports and docs/block-schemas.md is written. The links are the server's
 * markup, so no value refuses the block.
 */
import { text } from '../../src/block-data/fields.ts';

/** One line for the block-schema reference. */
export const summary =
  'Social links (54, and 19): complete markup, `nav.sqs-svg-icon--list > a.sqs-svg-icon--wrapper.<service>`. `followScriptUrl` (not a platform field) names the social follow script, loaded with a 10 s limit.';

/** The social links block's fields. */
export const fields = {
  followScriptUrl: text({ description: 'The social follow script to load (10 s limit; a failure is only logged). Absent: no script is loaded.' }),
};
