/**
 * The nearest known type for a misspelt one (src/blocks/nearest-name.ts),
 * in the console's and check's "unknown block type" sentence.
 */
import { describe, expect, it } from 'vitest';
import { nearestName, unknownTypeMessage } from '../../../tools/check/nearest-name.ts';

const TYPES = ['accordion', 'gallery', 'gallery-section', 'image', 'map', 'marquee', 'newsletter', 'video'];

describe('nearestName', () => {
  it('finds a type a letter dropped, doubled, changed or swapped away', () => {
    expect(nearestName('acordion', TYPES)).toBe('accordion');
    expect(nearestName('gallerry', TYPES)).toBe('gallery');
    expect(nearestName('imaeg', TYPES)).toBe('image');
    expect(nearestName('Newsleter', TYPES)).toBe('newsletter');
  });

  it('suggests nothing for a name far from every type, or for a short one more than an edit away', () => {
    expect(nearestName('carousel-3d', TYPES)).toBeUndefined();
    expect(nearestName('mop', TYPES)).toBe('map');
    expect(nearestName('xyz', TYPES)).toBeUndefined();
  });
});

describe('unknownTypeMessage', () => {
  it('says the nearest type when there is one', () => {
    expect(unknownTypeMessage('acordion', TYPES)).toBe('unknown block type "acordion" (did you mean "accordion"?)');
    expect(unknownTypeMessage('carousel-3d', TYPES)).toBe('unknown block type "carousel-3d"');
  });
});
