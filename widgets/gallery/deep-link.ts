import type { Slide } from './slides.ts';

/**
 * The item a page address names (docs/behaviour/gallery.md#gallery-deep-links):
 * the fragment (or its `itemId=` value), else the path after the
 * collection's URL, else the last path segment. `fromFragment` says the
 * fragment named it (the lightbox then opens on it).
 * @internal Exported for its unit test: which items a URL addresses (fragment or path), as a table.
 */
export function addressedItems(location: { hash: string; pathname: string }, collectionUrl?: string): Array<{ id: string; fromFragment: boolean }> {
  const found: Array<{ id: string; fromFragment: boolean }> = [];
  const hash = safeDecode(location.hash.replace(/^#/, ''));
  if (hash) {
    const named = /(?:^|[&?])itemId=([^&]+)/.exec(hash);
    found.push({ id: named ? named[1]! : hash, fromFragment: true });
  }
  const path = safeDecode(location.pathname);
  if (collectionUrl && collectionUrl !== '/' && path.startsWith(collectionUrl)) {
    const rest = path.slice(collectionUrl.length).replace(/^\/+|\/+$/g, '');
    if (rest) found.push({ id: rest, fromFragment: false });
  }
  const last = path.replace(/\/+$/, '').split('/').pop();
  if (last) found.push({ id: last, fromFragment: false });
  return found;
}

/**
 * The slide an id names: its slide id or url exactly, else a url ending with it. -1 when none.
 * @internal Exported for its unit test: which slide an id names, as a table.
 */
export function matchSlide(id: string, slides: Slide[]): number {
  if (!id) return -1;
  const exact = slides.findIndex((slide) => (slide.id !== '' && slide.id === id) || (slide.url !== '' && slide.url === id));
  if (exact >= 0) return exact;
  const trimmed = id.replace(/^\/+|\/+$/g, '');
  if (!trimmed) return -1;
  return slides.findIndex((slide) => {
    const url = slide.url.replace(/\/+$/g, '');
    return url !== '' && (url.endsWith(`/${trimmed}`) || url === trimmed || trimmed.endsWith(`/${url.replace(/^\/+/, '')}`));
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The slide the page address names (docs/behaviour/gallery.md#gallery-deep-links):
 * the first of the addressed items that matches one, and whether the
 * fragment named it. Undefined when none does.
 */
export function addressedSlide(slides: Slide[], collectionUrl?: string): { index: number; fromFragment: boolean } | undefined {
  for (const { id, fromFragment } of addressedItems(location, collectionUrl)) {
    const index = matchSlide(id, slides);
    if (index >= 0) return { index, fromFragment };
  }
  return undefined;
}
