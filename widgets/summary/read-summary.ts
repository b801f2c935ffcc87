/**
 * Reads the summary block's data into the same typed value its zod schema
 * (`./schema.ts`) gives, defaults filled and unknown fields dropped, or
 * throws a `BlockDataError` naming the first field at fault, as
 * `parseBlockData` would. By hand, so the summary's first view carries no
 * zod runtime (docs/behaviour.md#hand-read-block-data); the schema stays
 * the documented statement of the data, and
 * `test/unit/widgets/summary/read-summary.test.ts` holds the two together.
 */
import { number, object, oneOf, optional, string, withDefault } from '../../src/block-data/read-json.ts';
import type { SummaryData } from './schema.ts';
import { SUMMARY_DESIGNS } from './designs.ts';

const count = (value: unknown, field: string) => number(value, field, { integer: true, min: 1 });
const px = (value: unknown, field: string) => number(value, field, { min: 0 });

/** The summary's data from its block JSON. */
export function readSummary(raw: unknown): SummaryData {
  const data = object(raw ?? {}, '(root)');
  return {
    ...optional(data, 'collectionId', '', string),
    design: withDefault(data, 'design', '', (value, field) => oneOf(value, field, SUMMARY_DESIGNS), 'autogrid'),
    ...optional(data, 'pageSize', '', count),
    ...optional(data, 'columnWidth', '', px),
    ...optional(data, 'gutter', '', px),
    ...optional(data, 'slidesPerRow', '', count),
  } as SummaryData;
}
