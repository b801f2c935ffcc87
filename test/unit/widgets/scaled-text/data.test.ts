// @vitest-environment node
/**
 * The scaled-text block's data: the text is the markup, so no value refuses it; a size it cannot use is the text's own, with one problem.
 * (docs/behaviour/blocks.md#block-data-declaration)
 */
import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/scaled-text/data.ts';

const read = (raw: unknown) => readBlock(fields, raw);

describe('scaled-text data', () => {
  it('reads what the platform writes without a word, and drops the fields it does not read', () => {
    expect(read({ maxFontSize: '48' })).toEqual({ value: { maxFontSize: 48 }, problems: [] });
  });

  it('nothing, null and {} are the defaults, silently', () => {
    for (const raw of [undefined, null, {}]) expect(read(raw)).toEqual({ value: {}, problems: [] });
  });

  it.each([
    ['a size of 0', { maxFontSize: 0 }, 'maxFontSize', 'expected a number of at least 1, got 0; the default is used'],
    ['a negative size', { maxFontSize: -12 }, 'maxFontSize', 'expected a number of at least 1, got -12; the default is used'],
    ['a size of null', { maxFontSize: null }, 'maxFontSize', 'expected a number of at least 1, got null; the default is used'],
    ['a size in words', { maxFontSize: 'large' }, 'maxFontSize', 'expected a number of at least 1, got "large"; the default is used'],
  ])('%s: the default, one warning, never a refusal', (_, raw, field, message) => {
    expect(read(raw)).toEqual({ value: {}, problems: [{ field, message, refused: false }] });
  });

  it('data that is not an object is the defaults, with one warning', () => {
    expect(read('scaled-text')).toEqual({
      value: {},
      problems: [{ field: '(root)', message: 'expected an object, got "scaled-text"; the defaults are used', refused: false }],
    });
  });
});
