/**
 * How a block-data problem is worded, the same in the console and in
 * `site-runtime check` (docs/behaviour/blocks.md#block-data-declaration):
 * sentences a template author reads, never a validator's codes.
 */
import type { Problem } from './field.ts';

/** A value as a sentence shows it: JSON, cut at 40 characters. */
export const shown = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? text.slice(0, 40) + '…' : text;
};

/** The refusal's console words: the first problem's sentence, then each other one with its field. */
export const refusalMessage = (refused: readonly Problem[]): string => refused.map((p, i) => (i ? `${p.field}: ${p.message}` : p.message)).join('; ');
