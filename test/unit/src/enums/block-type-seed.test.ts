// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE_NUMBERS } from '../../../../src/enums/block-type.ts';

// docs/behaviour/vocabulary.md#vocabulary: "Block type numbers". The enumeration itself lives
// in block-type.ts (another module's file); this pins it to the specification (behaviour/vocabulary.md#vocabulary).
const SEED: ReadonlyArray<[keyof typeof BLOCK_TYPE_NUMBERS, number]> = [
  ['navigation', 1],
  ['html', 2],
  ['logo', 3],
  ['map', 4],
  ['image', 5],
  ['twitter', 6],
  ['journal', 7],
  ['gallery', 8],
  ['form', 9],
  ['geo', 10],
  ['index', 11],
  ['collectionLink', 12],
  ['link', 13],
  ['tagCloud', 14],
  ['comments', 16],
  ['folder', 17],
  ['menu', 18],
  ['socialLinks', 19],
  ['summary', 20],
  ['spacer', 21],
  ['embed', 22],
  ['code', 23],
  ['foursquare', 24],
  ['instagram', 25],
  ['calendar', 26],
  ['postsByAuthor', 27],
  ['postsByTag', 28],
  ['postsByCategory', 29],
  ['postsByMonth', 30],
  ['quote', 31],
  ['video', 32],
  ['search', 33],
  ['audio', 41],
  ['fivehundredpix', 42],
  ['product', 43],
  ['markdown', 44],
  ['flickr', 45],
  ['amazon', 46],
  ['horizontalRule', 47],
  ['socialAccountLinks', 48],
  ['rss', 49],
  ['reservation', 50],
  ['newsletter', 51],
  ['donation', 52],
  ['button', 53],
  ['socialLinksV2', 54],
  ['summaryV2', 55],
  ['soundcloud', 56],
  ['emailFooter', 57],
  ['inBrowserMessageLink', 58],
  ['tourDates', 59],
  ['album', 60],
  ['archive', 61],
  ['chart', 62],
  ['zola', 63],
  ['acuity', 65],
  ['reservationV2', 66],
  ['memberArea', 67],
  ['tock', 68],
  ['accordion', 69],
  ['marquee', 70],
  ['shape', 71],
];

describe('BLOCK_TYPE_NUMBERS (seed values)', () => {
  it.each(SEED)('%s is %i', (name, value) => {
    expect(BLOCK_TYPE_NUMBERS[name]).toBe(value);
  });

  it('has exactly the documented entries', () => {
    expect(Object.keys(BLOCK_TYPE_NUMBERS)).toHaveLength(SEED.length);
  });
});
