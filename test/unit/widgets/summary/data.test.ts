// @vitest-environment node
/**
 * The summary block's data as the platform writes it
 * (docs/behaviour/blocks.md#block-data-declaration): its items are the server's
 * markup, so no value refuses it; each value it cannot use is its default
 * with one problem.
 */
import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/summary/data.ts';

const read = (raw: unknown) => readBlock(fields, raw);

describe('summary data', () => {
  it("a platform summary reads without a word; the server's show flags and filter are dropped", () => {
    expect(
      read({ collectionId: 'c1', design: 'carousel', pageSize: 6, columnWidth: 300, gutter: '20', slidesPerRow: '4', showTitle: true, filter: { tag: 'x' } }),
    ).toEqual({
      value: { collectionId: 'c1', design: 'carousel', pageSize: 6, columnWidth: 300, gutter: 20, slidesPerRow: 4 },
      problems: [],
    });
  });

  it('nothing, null and {} are the autogrid, silently', () => {
    for (const raw of [undefined, null, {}, { design: '' }]) expect(read(raw)).toEqual({ value: { design: 'autogrid' }, problems: [] });
  });

  it.each([
    ['an unknown design', { design: 'spiral' }, 'design', 'expected one of autocolumns, autogrid, carousel, list, wall, got "spiral"; the default is used'],
    ['a design of null', { design: null }, 'design', 'expected one of autocolumns, autogrid, carousel, list, wall, got null; the default is used'],
    ['a pageSize of 0', { pageSize: 0 }, 'pageSize', 'expected a whole number of at least 1, got 0; the default is used'],
    ['a pageSize of 2.5', { pageSize: 2.5 }, 'pageSize', 'expected a whole number of at least 1, got 2.5; the default is used'],
    ['a negative gutter', { gutter: -4 }, 'gutter', 'expected a number of at least 0, got -4; the default is used'],
    ['a columnWidth that is a word', { columnWidth: 'wide' }, 'columnWidth', 'expected a number of at least 0, got "wide"; the default is used'],
    ['slidesPerRow of -3', { slidesPerRow: -3 }, 'slidesPerRow', 'expected a whole number of at least 1, got -3; the default is used'],
    ['a collectionId that is a number', { collectionId: 5 }, 'collectionId', 'expected text, got 5; the default is used'],
  ])('%s: the default, one warning, never a refusal', (_, raw, field, message) => {
    expect(read(raw)).toEqual({ value: { design: 'autogrid' }, problems: [{ field, message, refused: false }] });
  });
});
