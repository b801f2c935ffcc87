// @vitest-environment node
/**
 * The image block's data as the platform writes it
 * (docs/behaviour/blocks.md#block-data-declaration): the image renders from its
 * markup, so no value refuses it; `lightbox` falls back to off with one
 * problem when it cannot be read.
 */
import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/image/data.ts';

const read = (raw: unknown) => readBlock(fields, raw);

describe('image data', () => {
  it('reads the lightbox, drops the layout fields servers add, and says nothing', () => {
    expect(read({ lightbox: true, layout: 'caption-below', aspectRatio: 1.5 })).toEqual({ value: { lightbox: true }, problems: [] });
    expect(read({ lightbox: false })).toEqual({ value: { lightbox: false }, problems: [] });
    expect(read({ lightbox: 'true' })).toEqual({ value: { lightbox: true }, problems: [] });
  });

  it('nothing, null, {} and "" are no lightbox, silently', () => {
    for (const raw of [undefined, null, {}, { lightbox: '' }]) expect(read(raw)).toEqual({ value: { lightbox: false }, problems: [] });
  });

  it.each([
    ['a number', 1, 'expected true or false, got 1; the default is used'],
    ['null', null, 'expected true or false, got null; the default is used'],
    ['an unknown word', 'yes', 'expected true or false, got "yes"; the default is used'],
    ['an object', { on: true }, 'expected true or false, got {"on":true}; the default is used'],
  ])('a lightbox as %s is off, with one warning, never a refusal', (_, lightbox, message) => {
    expect(read({ lightbox })).toEqual({ value: { lightbox: false }, problems: [{ field: 'lightbox', message, refused: false }] });
  });

  it('data that is not an object is every default, with one warning', () => {
    expect(read([true])).toEqual({
      value: { lightbox: false },
      problems: [{ field: '(root)', message: 'expected an object, got [true]; the defaults are used', refused: false }],
    });
    expect(read('image').problems).toEqual([{ field: '(root)', message: 'expected an object, got "image"; the defaults are used', refused: false }]);
  });
});
