// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SLICE_TYPES, isSliceType } from '../../../../src/enums/slice-type.ts';
import { VIDEO_MODE, VIDEO_TYPE, isValidVideoMode } from '../../../../src/enums/video.ts';
import {
  TEXT_HIGHLIGHT_ANIMATIONS,
  TEXT_HIGHLIGHT_DEFAULTS,
  TEXT_HIGHLIGHT_SHAPES,
  isTextHighlightAnimation,
  isTextHighlightShape,
} from '../../../../src/enums/text-highlight.ts';
import { COLLECTION_VIEWS, DEVICE_VIEWS, SECTION_TYPES } from '../../../../src/enums/editor-view.ts';

describe('slice types', () => {
  const SEED = [
    'heading',
    'sub-heading',
    'body',
    'image',
    'gallery',
    'video',
    'social-icons',
    'buttons',
    'navigation',
    'custom-form',
    'newsletter',
    'album',
    'map',
    'lock',
    'password',
    'twitter',
    'logo',
    'action',
    'popup-overlay-action',
    'temp-lock-inject',
  ];
  it('are the specification (behaviour.md#vocabulary) list in order', () => {
    expect(SLICE_TYPES).toEqual(SEED);
  });
  it.each(SEED)('%s is a slice type', (name) => {
    expect(isSliceType(name)).toBe(true);
  });
  it('rejects others', () => {
    expect(isSliceType('subheading')).toBe(false);
  });
});

describe('video and view enumerations', () => {
  it.each([
    ['video modes', Object.values(VIDEO_MODE), ['none', 'fit', 'fill']],
    ['video types', Object.values(VIDEO_TYPE), ['iframe', 'object', 'invalid']],
    ['device views', DEVICE_VIEWS, ['desktop', 'phone', 'tablet']],
    ['collection views', COLLECTION_VIEWS, ['list', 'grid', 'product']],
    ['section types', SECTION_TYPES, ['cover-page', 'lock-screen', 'popup-overlay']],
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
