/**
 * Reads the shape block's data into the same typed value its zod schema
 * (`./schema.ts`) gives, the default shape filled, unknown fields dropped, or throws a
 * `BlockDataError` naming the field at fault, as `parseBlockData` would.
 * By hand, so the block's first view carries no zod runtime
 * (docs/behaviour.md#hand-read-block-data); the schema stays the documented
 * statement of the data, and `test/unit/widgets/shape/read-shape.test.ts` holds the two together.
 */
import { object, string, withDefault } from '../../src/block-data/read-json.ts';
import type { ShapeData } from './schema.ts';

/** The shape block's data from its block JSON. */
export function readShape(raw: unknown): ShapeData {
  return { shapeName: withDefault(object(raw ?? {}, '(root)'), 'shapeName', '', string, 'square') };
}
