/**
 * The one way a hand-written block-data reader refuses a value: a
 * {@link BlockDataError} naming the field, with the words `parseBlockData`
 * gives the same zod issue ("expected number", "too_small",
 * "invalid_format", "expected one of …"), so the console line is the same
 * whichever way the block checks its data
 * (docs/behaviour.md#hand-read-block-data).
 */
import { BlockDataError } from '../block-data-error.ts';

/** Throws a {@link BlockDataError}: `field` is at fault, `problem` says how. */
export function refuseField(field: string, problem: string): never {
  throw new BlockDataError(field, problem);
}
