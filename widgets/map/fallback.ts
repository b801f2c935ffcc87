import { t } from '../../src/catalogue/index.ts';
import { MAP_TEXT } from '../../src/catalogue/en/map.ts';
import type { MapLocation } from './data.ts';
import { addressLines, mapsSiteUrl } from './location.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/**
 * The static map (docs/behaviour/content-blocks.md#content-blocks): the address and a link
 * that opens it in a maps site, built as text nodes (the address is page
 * data, never HTML). It shows until the map is ready, and for good when
 * the maps script cannot run.
 */
export function buildFallback(location: MapLocation): HTMLElement {
  const box = ownDoc.createElement('div');
  box.className = 'map-block-fallback';
  const address = ownDoc.createElement('address');
  addressLines(location).forEach((line, index) => {
    const span = ownDoc.createElement('span');
    span.className = index === 0 && location.addressTitle ? 'map-block-fallback-title' : 'map-block-fallback-line';
    span.textContent = line;
    address.append(span);
  });
  box.append(address, mapsLink(location));
  return box;
}

/** 'Open in a maps site': a link to the place, in a new tab cut off from this page. */
export function mapsLink(location: MapLocation, className?: string): HTMLAnchorElement {
  const link = ownDoc.createElement('a');
  if (className) link.className = className;
  link.href = mapsSiteUrl(location);
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = t(MAP_TEXT, 'openInMaps');
  return link;
}
