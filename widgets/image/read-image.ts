/**
 * Reads the image block's data into the same typed value its zod schema
 * (`./schema.ts`) gives, unknown fields dropped, or throws a
 * `BlockDataError` naming the field at fault, as `parseBlockData` would.
 * By hand, so the image's first view carries no zod runtime
 * (docs/behaviour.md#hand-read-block-data); the schema stays the documented
 * statement of the data, and `test/unit/widgets/image/read-image.test.ts`
 * holds the two together.
 */
import { boolean, object, optional } from '../../src/block-data/read-json.ts';
import type { ImageBlockData } from './schema.ts';

/** The image block's data from its block JSON. */
export function readImage(raw: unknown): ImageBlockData {
  const data = object(raw ?? {}, '(root)');
  return { ...optional(data, 'lightbox', '', boolean) } as ImageBlockData;
}
