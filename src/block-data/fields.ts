/**
 * The field kinds a block's data declaration is built from
 * (docs/behaviour.md#block-data-declaration), in one place. Each reads a
 * value leniently, as the platform does (a value it cannot read falls back
 * to the field's default, see ./read-block.ts), and carries what the docs
 * say of it. Each kind is a file of its own: a declaration in a small first
 * view imports its kinds from those files, so that its chunk does not carry
 * the kinds it does not use.
 */
export { shown } from './sentences.ts';
export { type FieldOptions, invalid, make, type Maybe } from './kind.ts';
export { type NumberOptions, num } from './num.ts';
export { bool } from './bool.ts';
export { text } from './text.ts';
export { oneOf } from './one-of.ts';
