import { BlockDataError } from '../block-data-error.ts';
import type { BlockContext } from '../block-context.ts';
import { warn } from '../log.ts';
import type { Table, Values } from './field.ts';
import { readBlock, refusalMessage, type Refusals } from './read-block.ts';

/**
 * A widget's block data, read leniently with its declaration
 * (docs/behaviour/blocks.md#block-data-declaration): each value it could not read
 * is one console warning naming the block id, type, field and value, and
 * the default is used; a block that cannot render (a required field) is
 * refused with a {@link BlockDataError} naming the field, so the blocks
 * runtime leaves its markup as it was; so is one `refusals` refuses (the
 * declaration's own, see ./read-block.ts). The words are `site-runtime check`'s.
 */
export function useBlockData<T extends Table>(table: T, raw: unknown, { id, type }: Pick<BlockContext, 'id' | 'type'>, refusals?: Refusals<T>): Values<T> {
  const { value, problems } = readBlock(table, raw, refusals);
  const refused = problems.filter((problem) => problem.refused);
  for (const problem of problems) if (!problem.refused) warn(`block #${id} (type "${type}"), field "${problem.field}": ${problem.message}`);
  if (refused.length) throw Object.assign(new BlockDataError(refused[0]!.field, refusalMessage(refused)), { problems: refused });
  return value;
}
