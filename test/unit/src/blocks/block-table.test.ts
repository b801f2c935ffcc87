// @vitest-environment node
/**
 * The block tables (src/blocks/block-table.ts): the loader's and the blocks
 * runtime's share one format; the runtime's holds only what the loader's
 * lacks, and `joinTables` makes the whole table of the two.
 */
import { describe, expect, it } from 'vitest';
import { joinTables, readBlockTable } from '../../../../src/blocks/block-table.ts';

const loaderFile = (index: string) => `chunk-${['AA', 'BB'][+index]}`;
const ownFile = (dep: string) => (dep.includes('-') ? dep : `chunk-${dep}`);

describe('joinTables', () => {
  it("adds the runtime's numbers and chunks after the loader's, and the types only the runtime names", () => {
    const loader = readBlockTable('form:9/0 header:Header/1 image:5/0', loaderFile);
    const own = readBlockTable('form/QQ,react-vendor-RV gallery-section:GalleryGrid,GalleryMasonry', ownFile);
    const table = joinTables(loader, own);
    expect(Object.fromEntries(table.files)).toEqual({
      form: ['chunk-AA', 'chunk-QQ', 'react-vendor-RV'],
      header: ['chunk-BB'],
      image: ['chunk-AA'],
      'gallery-section': [],
    });
    expect(Object.fromEntries(table.numbers)).toEqual({
      9: 'form',
      Header: 'header',
      5: 'image',
      GalleryGrid: 'gallery-section',
      GalleryMasonry: 'gallery-section',
    });
  });

  it('changes neither table', () => {
    const loader = readBlockTable('form:9/0', loaderFile);
    const own = readBlockTable('form/QQ list-section:UserItemsListSimple', ownFile);
    joinTables(loader, own);
    expect(Object.fromEntries(loader.files)).toEqual({ form: ['chunk-AA'] });
    expect([...loader.numbers.keys()]).toEqual(['9']);
    expect(Object.fromEntries(own.files)).toEqual({ form: ['chunk-QQ'], 'list-section': [] });
  });
});
