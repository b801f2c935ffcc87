// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  COLOUR_USER_FORMATS,
  FALLBACK_SEED_COLOUR,
  PALETTE_COLOUR_IDS,
  SYSTEM_PALETTE_NAMES,
  hexToRgb,
  hslToRgb,
  isValidPaletteColourValue,
  stringifyPaletteColour,
} from '../../../../src/validate/palette-colour.ts';
import type { PaletteColourValue } from '../../../../src/validate/palette-colour.ts';

const colour = (over: Partial<Record<keyof PaletteColourValue, unknown>>): PaletteColourValue =>
  ({ userFormat: 'hex', hue: 0, saturation: 100, lightness: 50, ...over }) as PaletteColourValue;

describe('palette colour vocabulary', () => {
  it('pins the specification (behaviour.md#vocabulary) lists', () => {
    expect(COLOUR_USER_FORMATS).toEqual(['hex', 'hsl', 'rgb']);
    expect(PALETTE_COLOUR_IDS).toEqual(['white', 'black', 'accent', 'lightAccent', 'darkAccent']);
    expect(SYSTEM_PALETTE_NAMES).toEqual(['Lightest', 'Light', 'Bright', 'Dark', 'Darkest']);
    expect(FALLBACK_SEED_COLOUR).toBe('#fa8072');
  });
});

describe('isValidPaletteColourValue', () => {
  it.each([
    ['a hex colour', {}, true],
    ['hsl', { userFormat: 'hsl' }, true],
    ['rgb', { userFormat: 'rgb' }, true],
    ['hue 360', { hue: 360 }, true],
    ['hue 361', { hue: 361 }, false],
    ['hue -1', { hue: -1 }, false],
    ['saturation 0', { saturation: 0 }, true],
    ['saturation 101', { saturation: 101 }, false],
    ['lightness 100', { lightness: 100 }, true],
    ['lightness -0.1', { lightness: -0.1 }, false],
    ['alpha 0', { alpha: 0 }, true],
    ['alpha 1', { alpha: 1 }, true],
    ['alpha 1.1', { alpha: 1.1 }, false],
    ['format hsv', { userFormat: 'hsv' }, false],
    ['hue as text', { hue: '10' }, false],
    ['hue NaN', { hue: Number.NaN }, false],
  ] as const)('%s: %s', (_name, over, expected) => {
    expect(isValidPaletteColourValue(colour(over))).toBe(expected);
  });

  it.each([null, undefined, 'red', 42])('%j is not a colour', (value) => {
    expect(isValidPaletteColourValue(value)).toBe(false);
  });
});

describe('stringifyPaletteColour', () => {
  it.each([
    ['hex red', colour({}), '#ff0000'],
    ['hex with alpha 1', colour({ alpha: 1 }), '#ff0000'],
    ['hex white', colour({ lightness: 100 }), '#ffffff'],
    ['hex salmon-ish', colour({ hue: 6, saturation: 93, lightness: 71 }), '#fa7e70'],
    ['hsl', colour({ userFormat: 'hsl', hue: 120, saturation: 50, lightness: 25 }), 'hsl(120, 50%, 25%)'],
    ['hsla', colour({ userFormat: 'hsl', hue: 120, saturation: 50, lightness: 25, alpha: 0.5 }), 'hsla(120, 50%, 25%, 0.5)'],
    ['rgb', colour({ userFormat: 'rgb', hue: 240, saturation: 100, lightness: 50 }), 'rgb(0, 0, 255)'],
    ['rgba', colour({ userFormat: 'rgb', hue: 0, saturation: 0, lightness: 0, alpha: 0.25 }), 'rgba(0, 0, 0, 0.25)'],
  ] as const)('%s is %s', (_name, value, expected) => {
    expect(stringifyPaletteColour(value)).toBe(expected);
  });

  it.each([
    ['hex with alpha 0.5', colour({ alpha: 0.5 })],
    ['hex with alpha 0', colour({ alpha: 0 })],
    ['an invalid model', colour({ userFormat: 'hsv' })],
    ['an out-of-range hue', colour({ hue: 400 })],
  ])('%s logs an error and returns nothing', (_name, value) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(stringifyPaletteColour(value)).toBeUndefined();
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('colour conversions', () => {
  it.each([
    [0, 100, 50, { r: 255, g: 0, b: 0 }],
    [120, 100, 50, { r: 0, g: 255, b: 0 }],
    [240, 100, 50, { r: 0, g: 0, b: 255 }],
    [0, 0, 50, { r: 128, g: 128, b: 128 }],
    [360, 100, 50, { r: 255, g: 0, b: 0 }],
  ])('hsl(%d, %d%, %d%) is %j', (h, s, l, rgb) => {
    expect(hslToRgb(h, s, l)).toEqual(rgb);
  });

  it.each([
    ['#fa8072', { r: 250, g: 128, b: 114 }],
    ['FA8072', { r: 250, g: 128, b: 114 }],
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['#fa807280', undefined],
    ['red', undefined],
  ])('hexToRgb(%j) is %j', (hex, rgb) => {
    expect(hexToRgb(hex)).toEqual(rgb);
  });
});
