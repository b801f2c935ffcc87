/**
 * A block type's first platform number (`soundcloud` → 56), for the server
 * rendering request, which names blocks by number.
 */
import { BLOCK_TYPE_NAME_NUMBERS } from '../enums/block-type.ts';

/** The number of a contract type name, or undefined when it has none. */
export function blockTypeNumberOf(name: string): number | undefined {
  if (!Object.hasOwn(BLOCK_TYPE_NAME_NUMBERS, name)) return undefined;
  return (BLOCK_TYPE_NAME_NUMBERS as Record<string, readonly number[]>)[name]![0];
}
