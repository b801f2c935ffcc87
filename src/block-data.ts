import * as z from 'zod/mini';

import { BlockDataError } from './block-data-error.ts';

export { BlockDataError };

/**
 * Validates a block's parsed JSON with its zod/mini schema and returns the
 * typed props; throws a {@link BlockDataError} naming the first field at fault.
 */
export function parseBlockData<S extends z.ZodMiniType>(schema: S, data: unknown): z.infer<S> {
  const result = z.safeParse(schema, data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length ? issue.path.join('.') : '(root)';
  throw new BlockDataError(field, describeIssue(issue));
}

/**
 * zod/mini carries no message locale (it would cost kilobytes in every
 * chunk), so the console text is built here from the issue itself.
 */
function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'invalid block data';
  const got = 'input' in issue ? JSON.stringify(issue.input) : undefined;
  const received = got === undefined ? '' : `, got ${got.length > 40 ? got.slice(0, 40) + '…' : got}`;
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}${received}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}${received}`;
    default:
      return (issue.message && issue.message !== 'Invalid input' ? issue.message : issue.code) + received;
  }
}
