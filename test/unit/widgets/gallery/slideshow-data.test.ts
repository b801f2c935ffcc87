// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/gallery/data.ts';
import { fields as slideshowFields } from '../../../../widgets/gallery/moving/slideshow-data.ts';
import { settingsFrom } from '../../../../widgets/gallery/settings.ts';

// The value the runtime uses, written out (its module keeps it private).
const META_POSITIONS = ['top-left', 'top', 'top-right', 'center', 'bottom-left', 'bottom', 'bottom-right'] as const;

describe('gallery randomize', () => {
  it('is on by default (docs/behaviour/gallery.md#gallery-autoplay); false turns it off', () => {
    expect(settingsFrom(readBlock(fields, {}).value, 'stacked').randomize).toBe(true);
    expect(settingsFrom(readBlock(fields, { randomize: false }).value, 'stacked').randomize).toBe(false);
    expect(settingsFrom(readBlock(fields, { randomize: 'false' }).value, 'stacked').randomize).toBe(false);
  });
});

describe('slideshow fields', () => {
  it('defaults: no meta position, no rows, an 8 px strip margin, one shape', () => {
    const { value, problems } = readBlock(slideshowFields, {});
    expect(problems).toEqual([]);
    expect(value).toEqual({ mixedContent: false, 'thumbnail-strip-margin': 8, 'meta-position': undefined, vSize: undefined });
  });
  it('reads the values real pages write: vSize null is none, without a warning', () => {
    const { value, problems } = readBlock(slideshowFields, {
      mixedContent: 'true',
      'thumbnail-strip-margin': '24',
      'meta-position': 'bottom-right',
      vSize: null,
    });
    expect(problems).toEqual([]);
    expect(value).toMatchObject({ mixedContent: true, 'thumbnail-strip-margin': 24, 'meta-position': 'bottom-right' });
    expect(value.vSize ?? undefined).toBeUndefined();
    for (const position of META_POSITIONS) expect(readBlock(slideshowFields, { 'meta-position': position }).value['meta-position']).toBe(position);
  });
  it('a value it cannot use is one problem each, and the default', () => {
    const { value, problems } = readBlock(slideshowFields, { 'meta-position': 'middle-ish', vSize: 2.5, 'thumbnail-strip-margin': -1, mixedContent: 'yes' });
    expect(problems.map((p) => p.field).sort()).toEqual(['meta-position', 'mixedContent', 'thumbnail-strip-margin', 'vSize']);
    expect(problems.some((p) => p.refused)).toBe(false);
    expect(value).toEqual({ mixedContent: false, 'thumbnail-strip-margin': 8, 'meta-position': undefined, vSize: undefined });
  });
});
