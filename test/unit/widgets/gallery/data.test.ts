// @vitest-environment node
/**
 * The gallery's data as the platform reads it (docs/behaviour/blocks.md#block-data-declaration):
 * every value of the platform's list maps, and a value the gallery cannot
 * use falls back to its default with one problem, never a refusal.
 */
import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/gallery/data.ts';
import { resolveDesign } from '../../../../widgets/gallery/designs.ts';
import { settingsFrom } from '../../../../widgets/gallery/settings.ts';

const read = (raw: unknown) => readBlock(fields, raw);
const settings = (raw: Record<string, unknown>, markup?: string) => {
  const { value } = read(raw);
  return settingsFrom(value, value.design ?? resolveDesign(markup));
};

describe('gallery data', () => {
  it.each([
    ['square', 1],
    ['standard', 3 / 2],
    ['standard-vertical', 2 / 3],
    ['four-three', 4 / 3],
    ['three-four-vertical', 3 / 4],
    ['widescreen', 16 / 9],
    ['anamorphic-widescreen', 2.4],
  ])('aspect-ratio %s is %d', (name, ratio) => {
    expect(read({ 'aspect-ratio': name }).problems).toEqual([]);
    expect(settings({ design: 'grid', 'aspect-ratio': name }).aspectRatio).toBeCloseTo(ratio);
  });

  it('imageAspectRatio is a number, "W:H" or "Auto" (the images\' own), and wins over aspect-ratio', () => {
    expect(settings({ imageAspectRatio: 1.5 }).aspectRatio).toBe(1.5);
    expect(settings({ imageAspectRatio: '4:3' }).aspectRatio).toBeCloseTo(4 / 3);
    expect(settings({ imageAspectRatio: 'Auto', 'aspect-ratio': 'square' }).aspectRatio).toBeUndefined();
    expect(settings({ imageAspectRatio: 2, 'aspect-ratio': 'square' }).aspectRatio).toBe(2);
    expect(read({ imageAspectRatio: -1 }).problems).toEqual([
      { field: 'imageAspectRatio', message: 'expected Auto or a positive number, got -1; the default is used', refused: false },
    ]);
  });

  it('active-alignment: left, center, right are start, middle, end; anything else is middle with one problem', () => {
    expect(settings({ 'active-alignment': 'left' }).alignment).toBe('start');
    expect(settings({ 'active-alignment': 'center' }).alignment).toBe('middle');
    expect(settings({ 'active-alignment': 'right' }).alignment).toBe('end');
    expect(settings({ 'active-alignment': 'start' }).alignment).toBe('start');
    expect(settings({ 'active-alignment': 'top' }).alignment).toBe('middle');
    expect(read({ 'active-alignment': 'top' }).problems).toEqual([
      { field: 'active-alignment', message: 'expected one of left, center, right, start, middle, end, got "top"; the default is used', refused: false },
    ]);
  });

  it.each([
    ['stacked', 'base'],
    ['slider', 'strip'],
    ['slideshow', 'stacked'],
    ['grid', 'grid'],
    ['autogrid', 'autogrid'],
    ['autocolumns', 'autocolumns'],
    ['carousel', 'carousel'],
    ['list', 'list'],
  ])('design %s shows as %s', (name, design) => {
    expect(settings({ design: name }).design).toBe(design);
    expect(settings({}, name).design).toBe(design);
  });

  it("an unknown design is the markup's design, else base, with one problem", () => {
    expect(settings({ design: 'mosaic' }, 'grid').design).toBe('grid');
    expect(settings({ design: 'mosaic' }).design).toBe('base');
    expect(settings({}, 'spiral').design).toBe('base');
    expect(read({ design: 'mosaic' }).problems).toEqual([
      {
        field: 'design',
        message: 'expected one of stacked, slideshow, slider, grid, autogrid, autocolumns, autorows, list, carousel, strip, got "mosaic"; the default is used',
        refused: false,
      },
    ]);
  });

  it('the cases check and the runtime used to disagree on: each read one way, leniently', () => {
    expect(settings({ slidesPerRow: -3 }, 'grid').slidesPerRow).toBe(4);
    expect(read({ slidesPerRow: -3 }).problems).toEqual([
      { field: 'slidesPerRow', message: 'expected a number of at least 1, got -3; the default is used', refused: false },
    ]);
    expect(settings({ lightbox: 'true' }, 'autogrid').lightbox).toBe(true);
    expect(read({ lightbox: 'true' }).problems).toEqual([]);
  });

  it("wrong types and null fall back to the design's default; nothing refuses a gallery", () => {
    const raw = { design: 'carousel', gutter: 'wide', columnWidth: null, transition: 'wobble', linkedGalleries: 'block-a', autoplay: 'sometimes' };
    const { problems } = read(raw);
    expect(problems.map((p) => p.field)).toEqual(['columnWidth', 'gutter', 'autoplay', 'transition', 'linkedGalleries']);
    expect(problems.every((p) => !p.refused)).toBe(true);
    expect(settings(raw)).toMatchObject({ gutter: 1, columnWidth: 250, transition: 'fade', linkedGalleries: [], autoplay: false });
  });

  it('thumbnails-per-row and padding are read as slidesPerRow and gutter', () => {
    expect(settings({ 'thumbnails-per-row': 6, padding: 12 }, 'grid')).toMatchObject({ slidesPerRow: 6, gutter: 12 });
  });

  it('every field has its own description', () => {
    const descriptions = Object.values(fields).map((field) => field.description);
    expect(descriptions.every((d) => d.length > 10)).toBe(true);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
