/**
 * A zod/mini schema's findings in `site-runtime check`'s words: the product
 * block, whose data is still read by hand (widgets/product/read-product.ts),
 * keeps its zod schema as the documented statement, and check and the
 * reader's unit tests read it through these. No runtime chunk imports this
 * file (docs/behaviour.md#hand-read-block-data): every other block reads a
 * declaration (docs/behaviour.md#block-data-declaration).
 */
import * as z from 'zod/mini';

import { BlockDataError } from '../../src/block-data-error.ts';
import type { Problem } from '../../src/block-data/field.ts';
import { refusalMessage } from '../../src/block-data/sentences.ts';

export { BlockDataError };

/**
 * Every problem zod finds in a block's parsed JSON (not just the first);
 * each refuses the block.
 */
export function schemaProblems(schema: z.ZodMiniType, data: unknown): Problem[] {
  const result = z.safeParse(schema, data ?? {});
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(root)',
    message: describeIssue(issue),
    refused: true,
  }));
}

/**
 * Validates a block's parsed JSON with its zod/mini schema and returns the
 * typed props; throws a {@link BlockDataError} naming the first field at
 * fault, its message naming every other one (as `site-runtime check` lists them).
 */
export function parseBlockData<S extends z.ZodMiniType>(schema: S, data: unknown): z.infer<S> {
  const result = z.safeParse(schema, data ?? {});
  if (result.success) return result.data;
  const problems = schemaProblems(schema, data);
  throw Object.assign(new BlockDataError(problems[0]!.field, refusalMessage(problems)), { problems });
}

/**
 * zod/mini carries no message locale (it would cost kilobytes in every
 * chunk), so the console text is built here from the issue itself, in the
 * words the hand readers of src/block-data/read-json.ts use (their unit
 * tests hold the two together).
 */
function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return issue.message && issue.message !== 'Invalid input' ? issue.message : issue.code;
  }
}
