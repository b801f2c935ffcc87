import * as z from 'zod/mini';

import { BlockDataError } from './block-data-error.ts';
import type { Problem } from './block-data/field.ts';
import { refusalMessage, shown } from './block-data/sentences.ts';

export { BlockDataError };

/**
 * Every problem zod finds in a block's parsed JSON, worded as sentences
 * (docs/behaviour.md#block-data-declaration); each refuses the block.
 */
export function schemaProblems(schema: z.ZodMiniType, data: unknown): Problem[] {
  const result = z.safeParse(schema, data ?? {});
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(root)',
    message: describeIssue(issue, valueAt(data ?? {}, issue.path)),
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

/** The value at an issue's path (zod/mini keeps no input in its issues, to save bytes). */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) value = value && typeof value === 'object' && Object.hasOwn(value, key) ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

const TYPE_WORDS: Record<string, string> = { number: 'a number', int: 'a whole number', string: 'text', boolean: 'true or false', object: 'an object', array: 'a list' };

/**
 * zod/mini carries no message locale (it would cost kilobytes in every
 * chunk), so the sentence is built here from the issue and the value.
 */
function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  const got = `, got ${shown(value)}`;
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined ? 'required' : `expected ${TYPE_WORDS[issue.expected] ?? issue.expected}${got}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => (typeof v === 'string' && v ? v : shown(v))).join(', ')}${got}`;
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      const words = issue.code === 'too_small' ? (issue.inclusive ? 'at least' : 'more than') : issue.inclusive ? 'at most' : 'less than';
      const unit = issue.origin === 'string' ? ' character' : issue.origin === 'array' ? ' item' : '';
      const plural = unit && Number(bound) !== 1 ? 's' : '';
      return `expected ${words} ${String(bound)}${unit}${plural}${got}`;
    }
    case 'invalid_format':
      return `expected ${issue.format === 'regex' ? 'the accepted form' : `a valid ${issue.format}`}${got}`;
    case 'invalid_union':
      return `expected one of the accepted forms${got}`;
    default:
      return `${issue.message && issue.message !== 'Invalid input' ? issue.message : 'not accepted'}${got}`;
  }
}
