/**
 * The section background's image effect, read leniently from the section's
 * `data-current-context` `backgroundMediaEffect` object
 * (docs/behaviour/sections.md#background-image-fx): `{ type: "parallax", rotation,
 * intensity }`. A value the runtime does not know falls back to its default
 * with one warning naming the section and the field.
 */
import { warn } from '../../src/log.ts';

/** The parallax settings. */
export interface ParallaxEffect {
  /** The direction the image travels in, in degrees (90: down as the page scrolls down, the platform's default). */
  rotation: number;
  /** How far it travels, in percent of the section's size along that direction (0 to 100). */
  intensity: number;
}

const DEFAULTS: ParallaxEffect = { rotation: 90, intensity: 30 };

/** One number field within `min`…`max`, else its default with a warning. */
function field(where: string, raw: Record<string, unknown>, key: keyof ParallaxEffect, min: number, max: number): number {
  const value = raw[key];
  if (value === undefined || value === null) return DEFAULTS[key];
  if (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max) return value;
  warn(`${where}: backgroundMediaEffect ${key} ${JSON.stringify(value)} is not a number from ${min} to ${max}; ${DEFAULTS[key]} used`);
  return DEFAULTS[key];
}

/** Reads the effect; `where` names the section in warnings. */
export function readParallax(where: string, raw: unknown): ParallaxEffect {
  const effect = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return { rotation: field(where, effect, 'rotation', -360, 360), intensity: field(where, effect, 'intensity', 0, 100) };
}

/**
 * Where the image sits at `progress` (0: the section's top edge at the
 * viewport's bottom, 1: its bottom edge at the viewport's top): how much
 * larger than its box it is (`extraX`, `extraY`, px) and its offset, so it
 * covers the box at every point of its travel.
 */
export function parallaxPlacement(effect: ParallaxEffect, box: { width: number; height: number }, progress: number) {
  const angle = (effect.rotation * Math.PI) / 180;
  const share = effect.intensity / 100;
  const cos = Math.round(Math.cos(angle) * 1000) / 1000;
  const sin = Math.round(Math.sin(angle) * 1000) / 1000;
  const extraX = Math.round(box.width * share * Math.abs(cos));
  const extraY = Math.round(box.height * share * Math.abs(sin));
  // Travelling with the scroll, the image starts shifted against its direction and ends at rest.
  const along = (extra: number, component: number) => -extra * (component >= 0 ? 1 - progress : progress);
  return { extraX, extraY, x: Math.round(along(extraX, cos) * 10) / 10, y: Math.round(along(extraY, sin) * 10) / 10 };
}
