import * as z from 'zod/mini';

/**
 * A block's data failed its schema. `field` is the dotted path at fault, so
 * the loader's console message can name it (the loader reads `field` by
 * duck typing and never imports zod).
 */
export class BlockDataError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'BlockDataError';
    this.field = field;
  }
}

/**
 * Validates a block's parsed JSON with its zod/mini schema and returns the
 * typed props; throws a {@link BlockDataError} naming the first field at fault.
 */
export function parseBlockData<S extends z.ZodMiniType>(schema: S, data: unknown): z.infer<S> {
  const result = z.safeParse(schema, data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length ? issue.path.join('.') : '(root)';
  throw new BlockDataError(field, issue?.message ?? 'invalid block data');
}
