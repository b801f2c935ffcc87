// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { VIDEO_MODE, VIDEO_TYPE } from '../../../../src/enums/video.ts';
import { TEXT_HIGHLIGHT_ANIMATIONS, TEXT_HIGHLIGHT_DEFAULTS } from '../../../../src/enums/text-highlight.ts';

describe('video enumerations', () => {
  it.each([
    ['video modes', Object.values(VIDEO_MODE), ['none', 'fit', 'fill']],
    ['video types', Object.values(VIDEO_TYPE), ['iframe', 'object', 'invalid']],
  ] as const)('%s are the specification (behaviour/vocabulary.md#vocabulary) list', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('text highlight', () => {
  it('animations are the specification (behaviour/vocabulary.md#vocabulary) list', () => {
    expect(TEXT_HIGHLIGHT_ANIMATIONS).toEqual(['draw', 'fade', 'fadeScale']);
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
