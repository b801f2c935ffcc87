// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BLOCK_VARIANT, BLOCK_VARIANT_RANGE, isBlockVariant } from '../../../../src/enums/block-variant.ts';
import { GALLERY_ITEM_MEDIA_TYPE } from '../../../../src/enums/gallery-media.ts';
import { VIDEO_MODE, VIDEO_TYPE, isValidVideoMode } from '../../../../src/enums/video.ts';
import {
  TEXT_HIGHLIGHT_ANIMATIONS,
  TEXT_HIGHLIGHT_DEFAULTS,
  TEXT_HIGHLIGHT_SHAPES,
  isTextHighlightAnimation,
  isTextHighlightShape,
} from '../../../../src/enums/text-highlight.ts';

describe('block variants', () => {
  it.each([
    ['GALLERY_SLIDESHOW', 1000],
    ['GALLERY_CAROUSEL', 1001],
    ['GALLERY_GRID', 1002],
    ['GALLERY_STACK', 1003],
    ['SUMMARY_WALL', 1004],
    ['SUMMARY_CAROUSEL', 1005],
    ['SUMMARY_LIST', 1006],
    ['SUMMARY_GRID', 1007],
    ['CHART_BAR', 1008],
    ['CHART_LINE', 1009],
    ['CHART_PIE', 1010],
    ['IMAGE_INLINE', 1011],
    ['IMAGE_POSTER', 1012],
    ['IMAGE_CARD', 1013],
    ['IMAGE_OVERLAP', 1014],
    ['IMAGE_COLLAGE', 1015],
    ['IMAGE_STACK', 1016],
    ['RESERVATION_1', 1017],
    ['RESERVATION_2', 1018],
  ] as const)('%s is %i', (name, id) => {
    expect(BLOCK_VARIANT[name]).toBe(id);
    expect(isBlockVariant(id)).toBe(true);
  });

  it('stays inside the documented range 1000-1019', () => {
    expect(BLOCK_VARIANT_RANGE).toEqual({ FIRST: 1000, LAST: 1019 });
    for (const id of Object.values(BLOCK_VARIANT)) {
      expect(id).toBeGreaterThanOrEqual(1000);
      expect(id).toBeLessThanOrEqual(1019);
    }
    expect(isBlockVariant(1019)).toBe(false);
  });
});

describe('gallery and video enumerations', () => {
  it.each([
    ['gallery item media types', Object.values(GALLERY_ITEM_MEDIA_TYPE), ['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video']],
    ['video modes', Object.values(VIDEO_MODE), ['none', 'fit', 'fill']],
    ['video types', Object.values(VIDEO_TYPE), ['iframe', 'object', 'invalid']],
  ] as const)('%s are the specification (behaviour.md#vocabulary) list', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    ['none', true],
    ['fit', true],
    ['fill', true],
    ['', true],
    ['cover', false],
    [undefined, false],
  ] as const)('isValidVideoMode(%j) is %s', (mode, expected) => {
    expect(isValidVideoMode(mode)).toBe(expected);
  });
});

describe('text highlight', () => {
  const SHAPES = [
    'circle',
    'cross',
    'enclose',
    'jagged',
    'marker',
    'scribble',
    'strike',
    'strikeDiagonal',
    'underline',
    'underlineCurve',
    'underlineDouble',
    'wave',
  ];
  it('shapes are the specification (behaviour.md#vocabulary) list', () => {
    expect(TEXT_HIGHLIGHT_SHAPES).toEqual(SHAPES);
  });
  it.each(SHAPES)('%s is a shape', (shape) => {
    expect(isTextHighlightShape(shape)).toBe(true);
  });
  it.each(['draw', 'fade', 'fadeScale'])('%s is an animation', (animation) => {
    expect(isTextHighlightAnimation(animation)).toBe(true);
  });
  it('has exactly three animations', () => {
    expect(TEXT_HIGHLIGHT_ANIMATIONS).toHaveLength(3);
    expect(isTextHighlightAnimation('scale')).toBe(false);
  });
  it('pins the documented defaults', () => {
    expect(TEXT_HIGHLIGHT_DEFAULTS).toEqual({
      duration: 0.75,
      thickness: '0.06em',
      shape: 'wave',
      initialDelayMs: 250,
      globalAnimationWatchMs: 2000,
    });
  });
});
