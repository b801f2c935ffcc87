import { fail } from '../log.ts';

/** Palette colour ids the specification (behaviour.md#vocabulary) names (behaviour.md#vocabulary, "Palette colour"). */
export const PALETTE_COLOUR_IDS = ['white', 'black', 'accent', 'lightAccent', 'darkAccent'] as const;

/**
 * System palette names (behaviour.md#vocabulary: "Lightest, Light, Bright, Dark, Darkest
 * and the Safe variants"). The specification (behaviour.md#vocabulary) does not spell the safe variants out.
 */
export const SYSTEM_PALETTE_NAMES = ['Lightest', 'Light', 'Bright', 'Dark', 'Darkest'] as const;

/** Formats a palette colour may be entered in (behaviour.md#vocabulary). */
export const COLOUR_USER_FORMATS = ['hex', 'hsl', 'rgb'] as const;

/** One user format. */
export type ColourUserFormat = (typeof COLOUR_USER_FORMATS)[number];

/**
 * Fallback seed colour of generated palettes (behaviour.md#vocabulary: "a salmon hex");
 * CSS's salmon.
 */
export const FALLBACK_SEED_COLOUR = '#fa8072';

/** A palette colour's value (behaviour.md#vocabulary). */
export interface PaletteColourValue {
  readonly userFormat: ColourUserFormat;
  /** 0 to 360. */
  readonly hue: number;
  /** 0 to 100. */
  readonly saturation: number;
  /** 0 to 100. */
  readonly lightness: number;
  /** 0 to 1; absent means opaque. */
  readonly alpha?: number;
}

/** A palette colour: its id and value. */
export interface PaletteColour {
  readonly id: string;
  readonly value: PaletteColourValue;
}

/**
 * How a colour is referenced in block and style data (behaviour.md#vocabulary, "Colour
 * references"): a site palette colour by id with an alpha, a custom colour,
 * or a theme colour.
 */
export type ColourReference =
  | { readonly type: 'SITE_PALETTE_COLOR'; readonly id: string; readonly alpha?: number }
  | { readonly type: 'CUSTOM_COLOR'; readonly value: PaletteColourValue }
  | { readonly type: 'THEME_COLOR'; readonly id: string };

const inRange = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/**
 * Whether a value is a valid colour model (behaviour.md#vocabulary): format
 * hex, hsl or rgb; hue 0-360; saturation 0-100; lightness 0-100; alpha 0-1
 * when present.
 */
export function isValidPaletteColourValue(value: unknown): value is PaletteColourValue {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (COLOUR_USER_FORMATS as readonly unknown[]).includes(v['userFormat']) &&
    inRange(v['hue'], 0, 360) &&
    inRange(v['saturation'], 0, 100) &&
    inRange(v['lightness'], 0, 100) &&
    (v['alpha'] === undefined || inRange(v['alpha'], 0, 1))
  );
}

/**
 * The colour as CSS text in its user format: '#rrggbb', 'hsl(h, s%, l%)' /
 * 'hsla(h, s%, l%, a)' or 'rgb(r, g, b)' / 'rgba(r, g, b, a)'.
 *
 * An invalid colour model, or hex with an alpha other than 1 (hex here has
 * no alpha digits), logs an error and returns nothing (behaviour.md#vocabulary): the caller keeps its previous colour instead of breaking.
 */
export function stringifyPaletteColour(value: PaletteColourValue): string | undefined {
  if (!isValidPaletteColourValue(value)) {
    fail('Invalid palette colour model:', value);
    return undefined;
  }
  const alpha = value.alpha ?? 1;
  if (value.userFormat === 'hex') {
    if (alpha !== 1) {
      fail(`A hex palette colour cannot have alpha ${alpha}:`, value);
      return undefined;
    }
    const { r, g, b } = hslToRgb(value.hue, value.saturation, value.lightness);
    return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  }
  if (value.userFormat === 'hsl') {
    const hsl = `${round(value.hue)}, ${round(value.saturation)}%, ${round(value.lightness)}%`;
    return alpha === 1 ? `hsl(${hsl})` : `hsla(${hsl}, ${alpha})`;
  }
  const { r, g, b } = hslToRgb(value.hue, value.saturation, value.lightness);
  return alpha === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** An sRGB colour with 0-255 channels. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/**
 * HSL (hue 0-360, saturation and lightness 0-100) to 0-255 sRGB channels,
 * rounded, by the CSS Color 4 conversion.
 */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number): number => {
    const k = (n + hue / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * '#rgb' or '#rrggbb' (the '#' optional) to 0-255 channels; `undefined` for
 * anything else, including hex with alpha digits.
 */
export function hexToRgb(hex: string): Rgb | undefined {
  const match = /^#?([\da-f]{3}|[\da-f]{6})$/i.exec(hex.trim());
  const digits = match?.[1];
  if (digits === undefined) return undefined;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return {
    r: parseInt(full.slice(0, 2), 16),
    g: parseInt(full.slice(2, 4), 16),
    b: parseInt(full.slice(4, 6), 16),
  };
}
