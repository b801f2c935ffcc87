/**
 * A synthetic manifest the size of a much larger platform: 80 block types and
 * 40 page modules, so the loader's budget is checked against growth, not only
 * against today's entries. Names are compounds of ordinary web words (as real
 * block names are), with numbers and triggers on a share of them.
 */
const WORDS = [
  'image',
  'video',
  'embed',
  'shape',
  'product',
  'collection',
  'link',
  'sound',
  'map',
  'form',
  'news',
  'letter',
  'donation',
  'accordion',
  'marquee',
  'text',
  'highlight',
  'button',
  'member',
  'area',
  'gallery',
  'photo',
  'reservation',
  'table',
  'audio',
  'tour',
  'dates',
  'calendar',
  'booking',
  'search',
  'chart',
  'social',
  'menu',
  'summary',
  'cart',
  'badge',
  'event',
  'list',
  'quote',
  'pricing',
  'timeline',
  'review',
  'rating',
  'countdown',
  'podcast',
  'store',
  'stock',
];

/** The i-th compound name: two words, sometimes three, kebab-case. */
function nameOf(i: number, salt: number): string {
  const a = WORDS[(i * 7 + salt) % WORDS.length]!;
  const b = WORDS[(i * 13 + salt * 3 + 5) % WORDS.length]!;
  const c = i % 3 === 0 ? '-' + WORDS[(i * 17 + salt) % WORDS.length] : '';
  return `${a}-${b}${c}`;
}

/** A shared chunk's name as esbuild writes it: `chunk-` and 8 base32 characters, pseudo-random. */
function chunkOf(i: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let seed = (i + 1) * 2654435761;
  let hash = '';
  for (let n = 0; n < 8; n++) hash += alphabet[(seed = (seed * 1103515245 + 12345) % 2147483648) % 32];
  return `chunk-${hash}`;
}

/** The input build/manifest.mjs's `compactManifest` takes. */
export function syntheticManifestInput() {
  // Each widget imports 1 to 8 of 80 shared chunks (today 34 widgets import 35, 0 to 13 each, 5.7 on average).
  const blocks = Array.from({ length: 80 }, (_, i) => ({
    name: `${nameOf(i, 1)}-${i}`,
    numbers: i < 72 ? [i + 1] : [],
    deps: Array.from({ length: 1 + (i % 8) }, (_, n) => chunkOf((i * 7 + n * 11) % 80)).join(','),
  }));
  const modules = Array.from({ length: 40 }, (_, i) => ({
    name: `${nameOf(i, 2)}-${i}`,
    trigger:
      i % 4 === 0
        ? { selector: `.${nameOf(i, 3)}-wrapper, [data-${nameOf(i, 4)}]` }
        : i % 4 === 1
          ? { context: [`websiteSettings.${nameOf(i, 5).replace(/-/g, '')}Settings`] }
          : i % 4 === 2
            ? { pageTypes: [200 + i, 300 + i] }
            : {},
  }));
  return { buildId: 'SYNTHETC', idleStart: chunkOf(80).slice('chunk-'.length), blocks, modules };
}
