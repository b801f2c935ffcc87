/**
 * The gallery block's data read into settings, with every default
 * (docs/behaviour.md#gallery). Checked by hand rather than with the zod
 * schema in ./schema.ts (which documents the same fields): zod would more
 * than double the gallery's first-view bytes.
 */
import { DESIGN_DEFAULTS, type Design } from './designs.ts';
import { problem } from './problem.ts';

/** Slideshow transitions. */
export const TRANSITIONS = ['fade', 'ken-burns', 'scroll', 'swipe', 'new-swipe'] as const;
export type Transition = (typeof TRANSITIONS)[number];
/** Where the strip keeps its current slide. */
export type StripAlignment = 'start' | 'middle' | 'end';
/** What a click on the strip's current slide does. */
export type ActiveClick = 'next' | 'previous' | 'none';

/** The settings a gallery runs with. */
export interface GallerySettings {
  design: Design;
  /** Width ÷ height of each slide's box, or undefined for the images' own. */
  aspectRatio: number | undefined;
  slidesPerRow: number;
  lightbox: boolean;
  lightboxTheme: 'light' | 'dark' | undefined;
  columnWidth: number;
  gutter: number;
  rowHeight: number;
  listImageSize: number;
  autoplay: boolean;
  autoplayMs: number;
  randomize: boolean;
  alignment: StripAlignment;
  activeClick: ActiveClick;
  thumbnails: boolean;
  thumbnailHeight: number;
  squareThumbs: boolean;
  autoCrop: boolean;
  loop: boolean;
  transition: Transition;
  historyHash: boolean;
  keyboard: boolean;
  linkedGalleries: string[];
}

/** The slideshow's autoplay interval when the data gives none. */
export const AUTOPLAY_DEFAULT_MS = 5000;

type Data = Record<string, unknown>;

const invalid = (field: string, expected: string, value: unknown): never => {
  // A problem naming its field, as the block lifecycle reads it (src/block-data.ts would bring zod along).
  throw problem('evaluateError', field, `${field}: ${expected}, got ${JSON.stringify(value)}`);
};

const first = (data: Data, names: string[]): [string, unknown] => {
  for (const name of names) if (Object.hasOwn(data, name) && data[name] !== null && data[name] !== undefined) return [name, data[name]];
  return [names[0]!, undefined];
};

function num(data: Data, names: string[], fallback: number, positive = false): number {
  const [field, value] = first(data, names);
  if (value === undefined || value === '') return fallback;
  const parsed = typeof value === 'string' ? Number(value) : value;
  if (typeof parsed !== 'number' || !Number.isFinite(parsed) || parsed < 0 || (positive && parsed === 0)) {
    return invalid(field, positive ? 'a positive number' : 'a number of 0 or more', value);
  }
  return parsed;
}

function bool(data: Data, names: string[], fallback: boolean): boolean {
  const [field, value] = first(data, names);
  if (value === undefined) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return invalid(field, 'true or false', value);
}

function oneOf<T extends string>(data: Data, names: string[], options: readonly T[], fallback: T): T {
  const [field, value] = first(data, names);
  if (value === undefined || value === '') return fallback;
  return (options as readonly unknown[]).includes(value) ? (value as T) : invalid(field, `one of ${options.join(', ')}`, value);
}

function ratio(data: Data): number | undefined {
  const [field, value] = first(data, ['imageAspectRatio', 'aspect-ratio']);
  if (value === undefined || value === '' || (typeof value === 'string' && value.toLowerCase() === 'auto')) return undefined;
  const text = String(value);
  const parts = /^\s*(\d+(?:\.\d+)?)\s*[:x/]\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  const parsed = parts ? Number(parts[1]) / Number(parts[2]) : Number(text);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : invalid(field, 'Auto or a positive number', value);
}

/** Reads the block data for `design`; throws an error whose `field` names the field at fault. */
export function readSettings(raw: unknown, design: Design): GallerySettings {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) invalid('(root)', 'an object', raw);
  const data = (raw ?? {}) as Data;
  const defaults: { slidesPerRow?: number; lightbox?: boolean; columnWidth?: number; gutter?: number; rowHeight?: number; listImageSize?: number } =
    (DESIGN_DEFAULTS as Record<string, object>)[design] ?? {};
  const linked = data['linkedGalleries'];
  if (linked !== undefined && (!Array.isArray(linked) || linked.some((id) => typeof id !== 'string'))) invalid('linkedGalleries', 'a list of block ids', linked);
  const theme = oneOf(data, ['lightboxTheme'], ['light', 'dark', ''], '');
  return {
    design,
    aspectRatio: ratio(data),
    slidesPerRow: Math.max(1, Math.round(num(data, ['slidesPerRow', 'thumbnails-per-row'], defaults.slidesPerRow ?? 4, true))),
    lightbox: bool(data, ['lightbox'], defaults.lightbox ?? false),
    lightboxTheme: theme || undefined,
    columnWidth: num(data, ['columnWidth'], defaults.columnWidth ?? 250, true),
    gutter: num(data, ['gutter', 'padding'], defaults.gutter ?? 20),
    rowHeight: num(data, ['rowHeight'], defaults.rowHeight ?? 250, true),
    listImageSize: Math.min(100, num(data, ['listImageSize'], defaults.listImageSize ?? 50)),
    autoplay: bool(data, ['autoplay'], false),
    autoplayMs: num(data, ['autoplay-duration'], AUTOPLAY_DEFAULT_MS / 1000, true) * 1000,
    randomize: bool(data, ['randomize'], false),
    alignment: oneOf(data, ['active-alignment'], ['start', 'middle', 'end'], 'middle'),
    activeClick: oneOf(data, ['activeSlideClick'], ['next', 'previous', 'none'], 'next'),
    thumbnails: bool(data, ['thumbnails'], false),
    thumbnailHeight: num(data, ['thumbnail-strip-height'], 80, true),
    squareThumbs: bool(data, ['square-thumbs'], false),
    autoCrop: bool(data, ['auto-crop'], true),
    loop: bool(data, ['loop'], false),
    transition: transitionOf(data),
    historyHash: bool(data, ['historyHash'], false),
    keyboard: bool(data, ['keyboard'], true),
    linkedGalleries: (linked as string[] | undefined) ?? [],
  };
}

/** An unknown transition is refused with the catalogue's sentence and its name: the gallery is not started. */
function transitionOf(data: Data): Transition {
  const value = data['transition'];
  if (value === undefined || value === null || value === '') return 'fade';
  if ((TRANSITIONS as readonly unknown[]).includes(value)) return value as Transition;
  throw problem('unknownTransition', 'transition', JSON.stringify(value));
}
