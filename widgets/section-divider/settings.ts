/**
 * The section divider's settings, read leniently from the section's
 * `data-current-context` `divider` object (docs/behaviour/sections.md#section-divider):
 * a value the runtime does not know falls back to its default with one
 * warning; lengths are `{ value, unit }` in px, %, vw, vh, vmin or vmax.
 */
import { warn } from '../../src/log.ts';
import { DIVIDER_TYPES, type DividerType } from './shape.ts';

/** A length as the platform writes it. */
export interface Length {
  value: number;
  unit: string;
}

export interface DividerSettings {
  enabled: boolean;
  type: DividerType;
  height: Length;
  /** One repeat across; `undefined`: the whole width. */
  width: Length | undefined;
  offset: Length;
  flipX: boolean;
  flipY: boolean;
  stroke: {
    style: 'none' | 'solid' | 'dashed';
    /** A CSS colour, or `undefined` for the stylesheet's own (`THEME_COLOR`). */
    color: string | undefined;
    thickness: Length;
    dashLength: Length;
    gapLength: Length;
    linecap: 'square' | 'round';
  };
}

const UNITS = ['px', '%', 'vw', 'vh', 'vmin', 'vmax'];
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Reads one field; a present value that is not one of `known` is the default, with a warning naming the field. */
function oneOf<T extends string>(where: string, field: string, value: unknown, known: readonly T[], fallback: T): T {
  if (value === undefined || value === null) return fallback;
  if (known.includes(value as T)) return value as T;
  warn(`${where}: divider ${field} ${JSON.stringify(value)} is not known; ${fallback} used`);
  return fallback;
}

function length(where: string, field: string, value: unknown, fallback: Length): Length {
  if (value === undefined || value === null) return fallback;
  const { value: n, unit } = record(value);
  if (typeof n === 'number' && Number.isFinite(n) && typeof unit === 'string' && UNITS.includes(unit)) return { value: n, unit };
  warn(`${where}: divider ${field} ${JSON.stringify(value)} is not a length; ${fallback.value}${fallback.unit} used`);
  return fallback;
}

/** A palette colour (`hsla(var(--NAME-hsl), alpha)`), a custom HSLA colour, or the stylesheet's. */
function colour(value: unknown): string | undefined {
  const c = record(value);
  if (c.type === 'SITE_PALETTE_COLOR') {
    const palette = record(c.sitePaletteColor);
    const name = palette.colorName ?? palette.id;
    const alpha = typeof palette.alphaModifier === 'number' ? palette.alphaModifier : typeof palette.alpha === 'number' ? palette.alpha : 1;
    // A palette name goes into a var() reference: only a plain CSS identifier.
    if (typeof name === 'string' && /^[A-Za-z][\w-]*$/.test(name)) return `hsla(var(--${name}-hsl),${alpha})`;
  }
  if (c.type === 'CUSTOM_COLOR') {
    const { hue, saturation, lightness, alpha } = record(record(c.customColor).hslaValue);
    if ([hue, saturation, lightness].every((n) => typeof n === 'number' && Number.isFinite(n))) {
      return `hsla(${hue},${(saturation as number) * 100}%,${(lightness as number) * 100}%,${typeof alpha === 'number' ? alpha : 1})`;
    }
  }
  return undefined;
}

/** Reads the divider object; `where` names the section in warnings. */
export function readDivider(where: string, raw: unknown): DividerSettings {
  const d = record(raw);
  const s = record(d.stroke);
  const thickness = length(where, 'stroke.thickness', s.thickness, { value: 0, unit: 'px' });
  return {
    enabled: d.enabled === true,
    type: oneOf(where, 'type', d.type, DIVIDER_TYPES, 'none'),
    height: length(where, 'height', d.height, { value: 6, unit: 'vw' }),
    width: d.width === undefined || d.width === null ? undefined : length(where, 'width', d.width, { value: 100, unit: '%' }),
    offset: length(where, 'offset', d.offset, { value: 0, unit: 'px' }),
    flipX: d.isFlipX === true,
    flipY: d.isFlipY === true,
    stroke: {
      style: oneOf(where, 'stroke.style', s.style, ['none', 'solid', 'dashed'] as const, 'none'),
      color: colour(s.color),
      thickness,
      dashLength: length(where, 'stroke.dashLength', s.dashLength, { value: 5, unit: 'px' }),
      gapLength: length(where, 'stroke.gapLength', s.gapLength, { value: 15, unit: 'px' }),
      linecap: oneOf(where, 'stroke.linecap', s.linecap, ['square', 'round'] as const, 'square'),
    },
  };
}

/** A length in px: % and vw of the width, vh of the viewport's height, as the platform measures them. */
export function toPx({ value, unit }: Length, width: number, viewportHeight: number): number {
  if (unit === 'vw' || unit === '%') return (width * value) / 100;
  if (unit === 'vh') return (viewportHeight * value) / 100;
  if (unit === 'vmax') return (Math.max(width, viewportHeight) * value) / 100;
  if (unit === 'vmin') return (Math.min(width, viewportHeight) * value) / 100;
  return value;
}

/** A length as CSS text. */
export const css = ({ value, unit }: Length): string => `${value}${unit}`;
