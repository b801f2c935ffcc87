/**
 * Reads the scaled text block's data into the same typed value its zod schema
 * (`./schema.ts`) gives, unknown fields dropped, or throws a
 * `BlockDataError` naming the field at fault, as `parseBlockData` would.
 * By hand, so the block's first view carries no zod runtime
 * (docs/behaviour.md#hand-read-block-data); the schema stays the documented
 * statement of the data, and `test/unit/widgets/scaled-text/read-scaled-text.test.ts` holds the two together.
 */
import { number, object, optional } from '../../src/block-data/read-json.ts';
import type { ScaledTextData } from './schema.ts';

/** The scaled text block's data from its block JSON. */
export function readScaledText(raw: unknown): ScaledTextData {
  return optional(object(raw ?? {}, '(root)'), 'maxFontSize', '', (value, field) => number(value, field, { min: Number.MIN_VALUE }) /* above 0 */);
}
