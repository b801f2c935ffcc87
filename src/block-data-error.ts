/**
 * A block's data or markup is not what its widget needs. `field` is the
 * dotted path (or the selector, or the attribute) at fault, so the console
 * line can name it (docs/behaviour/blocks.md#widget-contract); the blocks runtime
 * reads `field` by duck typing, so a template author's own error with a
 * `field` is named the same way.
 *
 * Its own file, without zod: the markup-only widgets throw it too, and
 * must not bring zod's runtime with it.
 */
export class BlockDataError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'BlockDataError';
    this.field = field;
  }
}
