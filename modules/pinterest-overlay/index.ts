/**
 * The Pinterest overlay page module (docs/behaviour/page-modules.md#pinterest-overlay):
 * by `websiteSettings.pinterestOverlayOptions.mode`, a 'Save to Pinterest'
 * link over the page's content images (shown on hover and on keyboard
 * focus), opening Pinterest's pin page in a new window with `noopener`.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { t } from '../../src/catalogue/index.ts';
import { IMAGE_ZOOM_TEXT } from '../../src/catalogue/en/image-zoom.ts';
import { safeHref } from '../../src/dom/safe-href.ts';
import './pinterest-overlay.css';
import { ownDoc } from '../../src/dom/doc.ts';

/** Modes that show the overlay; `disabled` (and anything unknown) shows nothing. */
export const PIN_MODES = ['auto', 'hover'];
/** Images smaller than this (px, either side) are not worth pinning. */
export const MIN_SIZE = 200;
/** Where the overlay finds content images. */
export const IMAGES = 'main img, .sqs-block-content img';

/** The pin page for an image on this page. */
export const pinUrl = (media: string, page: string, description: string): string =>
  `https://www.pinterest.com/pin/create/button/?url=${encodeURIComponent(page)}&media=${encodeURIComponent(media)}&description=${encodeURIComponent(description)}`;

/** Adds the links when the mode asks for them. */
export function start({ site }: PageModuleContext): ModuleCleanup | void {
  const options = site.websiteSettings?.pinterestOverlayOptions as { mode?: unknown } | undefined;
  const mode = typeof options?.mode === 'string' ? options.mode : '';
  ownDoc.documentElement.dataset.pinterestOverlay = PIN_MODES.includes(mode) ? mode : 'disabled';
  if (!PIN_MODES.includes(mode)) return;
  const added: Array<() => void> = [];
  for (const image of ownDoc.querySelectorAll<HTMLImageElement>(IMAGES)) {
    const media = safeHref(image.currentSrc || image.src);
    const width = image.width || Number(image.getAttribute('width'));
    const height = image.height || Number(image.getAttribute('height'));
    if (!media || width < MIN_SIZE || height < MIN_SIZE || image.closest('a, .sqs-pin-wrapper, [data-pin-nopin]') || image.hasAttribute('data-pin-nopin'))
      continue;
    const wrapper = ownDoc.createElement('span');
    wrapper.className = 'sqs-pin-wrapper';
    const link = ownDoc.createElement('a');
    link.className = 'sqs-pin-it';
    link.href = pinUrl(media, location.href, image.alt || ownDoc.title);
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.textContent = t(IMAGE_ZOOM_TEXT, 'pin');
    image.replaceWith(wrapper);
    wrapper.append(image, link);
    added.push(() => wrapper.replaceWith(image));
  }
  return () => added.splice(0).forEach((undo) => undo());
}
