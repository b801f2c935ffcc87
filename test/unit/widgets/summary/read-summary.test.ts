// @vitest-environment node
import { describe } from 'vitest';
import { readSummary } from '../../../../widgets/summary/read-summary.ts';
import { schema } from '../../../../widgets/summary/schema.ts';
import { readerAgreesWithSchema } from '../../support/reader-agrees.ts';

describe('readSummary agrees with the summary schema', () => {
  readerAgreesWithSchema(schema, readSummary, [
    ['every field, and an unknown one dropped', { collectionId: 'c1', design: 'carousel', pageSize: 4, columnWidth: 300, gutter: 10.5, slidesPerRow: 2, showTitle: true }, true],
    ['nothing: the default design', undefined, true],
    ['null: the default design', null, true],
    ['an empty object', {}, true],
    ['zero column width and gutter', { design: 'wall', columnWidth: 0, gutter: 0 }, true],
    ['an unknown design', { design: 'grid' }, false],
    ['a null design', { design: null }, false],
    ['a numeric collection id', { collectionId: 5 }, false],
    ['a zero page size', { pageSize: 0 }, false],
    ['a fractional page size', { pageSize: 2.5 }, false],
    ['a page size as text', { pageSize: '3' }, false],
    ['a negative column width', { columnWidth: -1 }, false],
    ['a negative gutter', { gutter: -0.5 }, false],
    ['a zero slides per row', { slidesPerRow: 0 }, false],
    ['a huge slides per row', { slidesPerRow: 2 ** 60 }, false],
    ['the first bad field is named', { design: 'x', pageSize: -1 }, false],
    ['an array', [1], false],
    ['a string', 'summary', false],
  ]);
});
