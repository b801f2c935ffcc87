// @vitest-environment node
/**
 * The reservation block's data as the platform writes it
 * (docs/behaviour/blocks.md#block-data-declaration): only what it cannot render
 * without (scriptUrl) refuses it, every missing one named; a
 * timeout it cannot use is the default with one problem.
 */
import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/reservation/data.ts';

const read = (raw: unknown) => readBlock(fields, raw);

describe('reservation data', () => {
  it('reads what the platform writes without a word; a timeout written as text reads', () => {
    expect(read({ scriptUrl: '/fixtures/commerce/provider.js', restaurantId: 'r-1', timeoutMs: '5000', layout: 'x' })).toEqual({
      value: { scriptUrl: '/fixtures/commerce/provider.js', restaurantId: 'r-1', timeoutMs: 5000 },
      problems: [],
    });
  });

  it('nothing, null or {}: refused, naming every required field', () => {
    for (const raw of [undefined, null, {}]) expect(read(raw).problems).toEqual([{ field: 'scriptUrl', message: 'required', refused: true }]);
  });

  it('a script address that is empty, null or a number refuses the block', () => {
    expect(read({ scriptUrl: '' }).problems).toEqual([{ field: 'scriptUrl', message: 'required', refused: true }]);
    expect(read({ scriptUrl: 5 }).problems).toEqual([{ field: 'scriptUrl', message: 'expected text, got 5', refused: true }]);
    expect(read({ scriptUrl: null }).problems).toEqual([{ field: 'scriptUrl', message: 'expected text, got null', refused: true }]);
  });

  it.each([
    ['0', 0, 'expected a whole number of at least 1, got 0; the default is used'],
    ['2.5', 2.5, 'expected a whole number of at least 1, got 2.5; the default is used'],
    ['null', null, 'expected a whole number of at least 1, got null; the default is used'],
    ['a word', 'soon', 'expected a whole number of at least 1, got "soon"; the default is used'],
  ])('a timeout of %s is 10 s, with one warning', (_, timeoutMs, message) => {
    expect(read({ scriptUrl: '/p.js', timeoutMs })).toEqual({
      value: { scriptUrl: '/p.js', timeoutMs: 10000 },
      problems: [{ field: 'timeoutMs', message, refused: false }],
    });
  });
});
