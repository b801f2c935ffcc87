// @vitest-environment node
/**
 * The shape block's data: no value refuses it; a name it cannot read is the square, with one problem.
 * (docs/behaviour/blocks.md#block-data-declaration)
 */
import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/shape/data.ts';

const read = (raw: unknown) => readBlock(fields, raw);

describe('shape data', () => {
  it('reads what the platform writes without a word, and drops the fields it does not read', () => {
    expect(read({ shapeName: 'arch', hSize: null, floatDir: null })).toEqual({ value: { shapeName: 'arch' }, problems: [] });
  });

  it('nothing, null and {} are the defaults, silently', () => {
    for (const raw of [undefined, null, {}]) expect(read(raw)).toEqual({ value: { shapeName: 'square' }, problems: [] });
  });

  it.each([
    ['a name that is a number', { shapeName: 3 }, 'shapeName', 'expected text, got 3; the default is used'],
    ['a name of null', { shapeName: null }, 'shapeName', 'expected text, got null; the default is used'],
    ['a name in an object', { shapeName: { name: 'arch' } }, 'shapeName', 'expected text, got {"name":"arch"}; the default is used'],
  ])('%s: the default, one warning, never a refusal', (_, raw, field, message) => {
    expect(read(raw)).toEqual({ value: { shapeName: 'square' }, problems: [{ field, message, refused: false }] });
  });

  it('data that is not an object is the defaults, with one warning', () => {
    expect(read('shape')).toEqual({
      value: { shapeName: 'square' },
      problems: [{ field: '(root)', message: 'expected an object, got "shape"; the defaults are used', refused: false }],
    });
  });
});
