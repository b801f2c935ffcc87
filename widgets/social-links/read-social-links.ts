/**
 * Reads the social links block's data into the same typed value its zod schema
 * (`./schema.ts`) gives, unknown fields dropped, or throws a
 * `BlockDataError` naming the field at fault, as `parseBlockData` would.
 * By hand, so the block's first view carries no zod runtime
 * (docs/behaviour.md#hand-read-block-data); the schema stays the documented
 * statement of the data, and `test/unit/widgets/social-links/read-social-links.test.ts` holds the two together.
 */
import { object, optional, string } from '../../src/block-data/read-json.ts';
import type { SocialLinksData } from './schema.ts';

/** The social links block's data from its block JSON. */
export function readSocialLinks(raw: unknown): SocialLinksData {
  return optional(object(raw ?? {}, '(root)'), 'followScriptUrl', '', string);
}
