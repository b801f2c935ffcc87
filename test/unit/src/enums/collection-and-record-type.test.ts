// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COLLECTION_TYPE, isCollectionType } from '../../../../src/enums/collection-type.ts';
import { COLLECTION_ITEM_KIND, RECORD_TYPE, isRecordType } from '../../../../src/enums/record-type.ts';

describe('COLLECTION_TYPE', () => {
  it.each([
    ['GENERIC', 1],
    ['SUBSCRIPTION', 2],
    ['SPLASH_PAGE', 8],
    ['PAGE', 10],
    ['PRODUCTS', 13],
    ['PORTFOLIO', 23],
    ['LESSONS', 24],
  ] as const)('%s is %i', (name, value) => {
    expect(COLLECTION_TYPE[name]).toBe(value);
    expect(isCollectionType(value)).toBe(true);
  });

  it('has exactly the named seed entries', () => {
    expect(Object.keys(COLLECTION_TYPE)).toHaveLength(7);
  });
});

describe('RECORD_TYPE', () => {
  it.each([
    ['TEXT', 1],
    ['IMAGE', 2],
    ['QUOTE', 4],
    ['LINK', 5],
    ['AUDIO', 7],
    ['VIDEO', 8],
    ['REVIEW', 10],
    ['STORE_ITEM', 11],
    ['EVENT', 12],
    ['GALLERY', 14],
    ['DIGITAL_GOOD', 18],
  ] as const)('%s is %i', (name, value) => {
    expect(RECORD_TYPE[name]).toBe(value);
    expect(isRecordType(value)).toBe(true);
  });

  it('has exactly the named seed entries', () => {
    expect(Object.keys(RECORD_TYPE)).toHaveLength(11);
    expect(isRecordType(3)).toBe(false);
  });

  it('names the six collection item kinds', () => {
    expect(Object.values(COLLECTION_ITEM_KIND)).toEqual(['audio', 'event', 'image', 'portfolio-item', 'text', 'video']);
  });
});
