/**
 * Reads the embed block's data into the same typed value its zod schema
 * (`./schema.ts`) gives, unknown fields dropped, or throws a
 * `BlockDataError` naming the field at fault, as `parseBlockData` would.
 * By hand, so the block's first view carries no zod runtime
 * (docs/behaviour.md#hand-read-block-data); the schema stays the documented
 * statement of the data, and `test/unit/widgets/embed/read-embed.test.ts` holds the two together.
 */
import { object, optional, string } from '../../src/block-data/read-json.ts';
import type { EmbedData } from './schema.ts';

/** The embed block's data from its block JSON (checked, never inserted). */
export function readEmbed(raw: unknown): EmbedData {
  const data = object(raw ?? {}, '(root)');
  return {
    ...optional(data, 'html', '', string),
    ...optional(data, 'url', '', string),
    ...optional(data, 'resolvedBy', '', string),
    ...optional(data, 'providerName', '', string),
  };
}
