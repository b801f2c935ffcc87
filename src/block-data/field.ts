/**
 * One field of a block's data declaration (docs/behaviour/blocks.md#block-data-declaration):
 * how the field is read AND how it is described. The runtime's reader,
 * `site-runtime check` and docs/block-schemas.md all read the same object,
 * so what the docs promise, what check reports and what the live page does
 * cannot drift apart.
 */

/** One thing wrong with a block's data, as a sentence ("required", "expected a number, got \"x\""). */
export interface Problem {
  /** The dotted path of the field at fault. */
  field: string;
  /** The sentence, the same words in the console and in `check`. */
  message: string;
  /** True when the block cannot render; false when the default was used instead. */
  refused: boolean;
}

/** Thrown by a field's `parse` for a value it cannot read: the sentence says why. */
export class Invalid {
  constructor(readonly sentence: string) {}
}

/** A field: read with `parse`, described by the rest. */
export interface Field<T> {
  /** What the docs list as accepted: "number", "true or false", "square, standard, …". */
  readonly accepts: string;
  /** What the field does, for docs/block-schemas.md. */
  readonly description: string;
  /** The value used when the field is absent or unreadable; undefined leaves it absent. */
  readonly fallback?: T | undefined;
  /** The block cannot render without it: absent or unreadable refuses the block. */
  readonly required?: boolean;
  /** Other names the platform writes the same field under, read when the name is absent. */
  readonly aliases?: readonly string[];
  /** `null` means "not set" (the platform writes it so), not a wrong value. */
  readonly nullable?: boolean;
  /** Nested fields (an object field), for the docs. */
  readonly table?: Table;
  /**
   * Reads a present value; throws {@link Invalid} when it cannot. `at` is
   * the field's path, for the problems of nested fields, which are pushed
   * onto `problems`.
   */
  readonly parse: (value: unknown, at: string, problems: Problem[]) => T;
}

/** A block's declaration: field name → field. */
export type Table = Readonly<Record<string, Field<unknown>>>;

/** The value a table reads into. */
export type Values<T extends Table> = { -readonly [K in keyof T]: T[K] extends Field<infer V> ? V : never };
