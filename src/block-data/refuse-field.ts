/**
 * The one way a hand-written block-data reader refuses a value: a
 * {@link BlockDataError} naming the field, worded as `parseBlockData` words
 * a zod issue ("expected number, got \"x\""), so the console line reads the
 * same whichever way the block checks its data
 * (docs/behaviour.md#hand-read-block-data).
 */
import { BlockDataError } from '../block-data-error.ts';

/** `, got <the value as JSON, cut at 40 characters>`, or nothing for a value JSON cannot show. */
function got(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? '' : `, got ${text.length > 40 ? text.slice(0, 40) + '…' : text}`;
}

/** Throws a {@link BlockDataError} for `field`: it expected `expected` and got `value`. */
export function refuseField(field: string, expected: string, value: unknown): never {
  throw new BlockDataError(field, `expected ${expected}${got(value)}`);
}
