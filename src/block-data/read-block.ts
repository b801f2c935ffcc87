import type { Problem, Table, Values } from './field.ts';
import { refusalMessage, shown } from './sentences.ts';
import { readTable } from './read-table.ts';

/** What reading a block's data gives: the values, and every problem met on the way. */
export interface ReadResult<T extends Table> {
  value: Values<T>;
  problems: Problem[];
}

/**
 * What refuses a block beyond its required fields, from the values read
 * (a product with nothing to sell at a price): exported as `refusals` by a
 * declaration that has any (widgets/product/data.ts).
 */
export type Refusals<T extends Table> = (value: Values<T>) => Problem[];

/**
 * Reads a block's parsed JSON with its declaration. Data that is not an
 * object at all reads as `{}` (every default), with one problem; whether
 * the block renders is for the caller to say from `refused` problems,
 * `refusals`' included. `site-runtime check` calls this; the runtime calls
 * it through ./use-block-data.ts, so both find the same problems.
 */
export function readBlock<T extends Table>(table: T, raw: unknown, refusals?: Refusals<T>): ReadResult<T> {
  const problems: Problem[] = [];
  let source: Record<string, unknown> = {};
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) source = raw as Record<string, unknown>;
  else if (raw !== undefined && raw !== null)
    problems.push({ field: '(root)', message: `expected an object, got ${shown(raw)}; the defaults are used`, refused: false });
  const value = readTable(table, source, '', problems);
  if (refusals) problems.push(...refusals(value));
  return { value, problems };
}

export { refusalMessage };
