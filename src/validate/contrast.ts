import type { Rgb } from './palette-colour.ts';

/**
 * Minimum contrast ratios by WCAG level and text size (behaviour.md#vocabulary: "AA small 4.5, AA large 3, AAA small 7, AAA large 4.5").
 */
export const CONTRAST_RATIO = {
  AA: { small: 4.5, large: 3 },
  AAA: { small: 7, large: 4.5 },
} as const;

/** A WCAG conformance level. */
export type ContrastLevel = keyof typeof CONTRAST_RATIO;

/** A WCAG text size class. */
export type TextSize = 'small' | 'large';

/**
 * Luma under which a colour counts as dark (behaviour.md#vocabulary: "dark-colour test:
 * luma below 0.65").
 */
export const DARK_LUMA_THRESHOLD = 0.65;

/** WCAG 2 relative luminance of an sRGB colour (0 black to 1 white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours, from 1 (none) to 21. */
export function contrastRatio(foreground: Rgb, background: Rgb): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Whether a contrast ratio meets a WCAG level for a text size. */
export function meetsContrast(ratio: number, level: ContrastLevel, size: TextSize): boolean {
  return ratio >= CONTRAST_RATIO[level][size];
}

/**
 * Perceived brightness from 0 to 1 by the Rec. 601 luma weights, the usual
 * "luma" of UI colour tests (the specification (behaviour.md#vocabulary) names luma without its weights).
 */
export function luma({ r, g, b }: Rgb): number {
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Whether a colour is dark: luma below 0.65 (behaviour.md#vocabulary). */
export function isDarkColour(colour: Rgb): boolean {
  return luma(colour) < DARK_LUMA_THRESHOLD;
}
