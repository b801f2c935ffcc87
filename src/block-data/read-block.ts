import type { Problem, Table, Values } from './field.ts';
import { refusalMessage, shown } from './sentences.ts';
import { readTable } from './read-table.ts';

/** What reading a block's data gives: the values, and every problem met on the way. */
export interface ReadResult<T extends Table> {
  value: Values<T>;
  problems: Problem[];
}

/**
 * Reads a block's parsed JSON with its declaration. Data that is not an
 * object at all reads as `{}` (every default), with one problem; whether
 * the block renders is for the caller to say from `refused` problems.
 * `site-runtime check` calls this; the runtime calls it through
 * ./use-block-data.ts, so both find the same problems.
 */
export function readBlock<T extends Table>(table: T, raw: unknown): ReadResult<T> {
  const problems: Problem[] = [];
  let source: Record<string, unknown> = {};
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) source = raw as Record<string, unknown>;
  else if (raw !== undefined && raw !== null) problems.push({ field: '(root)', message: `expected an object, got ${shown(raw)}; the defaults are used`, refused: false });
  return { value: readTable(table, source, '', problems), problems };
}

export { refusalMessage };
