/**
 * Reads the Tock block's data into the same typed value its zod schema
 * (`./schema.ts`) gives, the default time limit filled and unknown fields
 * dropped, or throws a `BlockDataError` naming the first field at fault, as
 * `parseBlockData` would. By hand, so the block's first view carries no zod
 * runtime (docs/behaviour.md#hand-read-block-data); the schema stays the
 * documented statement of the data, and
 * `test/unit/widgets/tock/read-tock.test.ts` holds the two together.
 */
import { number, object, string, withDefault } from '../../src/block-data/read-json.ts';
import type { TockData } from './schema.ts';

const filled = (value: unknown, field: string) => string(value, field, 1);
const milliseconds = (value: unknown, field: string) => number(value, field, { integer: true, min: 1 });

/** The Tock block's data from its block JSON. */
export function readTock(raw: unknown): TockData {
  const data = object(raw ?? {}, '(root)');
  return {
    scriptUrl: filled(data['scriptUrl'], 'scriptUrl'),
    businessName: filled(data['businessName'], 'businessName'),
    timeoutMs: withDefault(data, 'timeoutMs', '', milliseconds, 10000),
  };
}
