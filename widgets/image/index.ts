/**
 * The image block (5), enhanced in place (docs/behaviour.md#image-block):
 * its images with only `data-src` load through the shared image loader, the
 * block gets a narrow class under 415 px, and a block that asks for the
 * lightbox opens its image there.
 */
import type { BlockContext, Cleanup } from '../../src/block-context.ts';
import { parseBlockData } from '../../src/block-data.ts';
import { isKey } from '../../src/enums/key-code.ts';
import { loadImages } from '../../src/images/load-images.ts';
import { openLightbox, type LightboxHandle } from '../../src/lightbox/open.ts';
import { schema } from './schema.ts';
import { BlockDataError } from '../../src/block-data-error.ts';
import './image.css';

/** Blocks narrower than this (px) get {@link NARROW_CLASS}. */
export const NARROW_WIDTH = 415;
/** The class of a narrow image block. */
export const NARROW_CLASS = 'image-block--narrow';

/** Loads the images, watches the width and wires the lightbox; the cleanup undoes all of it. */
export function mount(element: HTMLElement, raw: unknown, _context: BlockContext): Cleanup {
  const data = parseBlockData(schema, raw);
  const images = Array.from(element.querySelectorAll<HTMLImageElement>('img:not(noscript img)'));
  if (!images.length) throw new BlockDataError('img', 'no img in the block');
  const stopLoading = loadImages(element, { cropMode: 'none' });

  const observer = new ResizeObserver(([entry]) => {
    if (entry) element.classList.toggle(NARROW_CLASS, entry.contentRect.width < NARROW_WIDTH);
  });
  observer.observe(element);

  const undo: Array<() => void> = [];
  if (data.lightbox) {
    for (const img of images) undo.push(lightboxOnActivate(img));
  }
  return () => {
    stopLoading();
    observer.disconnect();
    element.classList.remove(NARROW_CLASS);
    undo.forEach((run) => run());
  };
}

/** Makes the image a button that opens it in the lightbox (the viewer's code loads on first use). */
function lightboxOnActivate(img: HTMLImageElement): () => void {
  let open: Promise<LightboxHandle | undefined> | undefined;
  const activate = (event: Event) => {
    event.preventDefault();
    if (open) return;
    const figure = img.closest('figure, .image-block-outer-wrapper');
    const caption = figure?.querySelector('figcaption, .image-caption')?.textContent?.trim();
    open = openLightbox({
        items: [
          {
            type: 'image',
            src: img.getAttribute('data-src') ?? img.currentSrc ?? img.src,
            dimensions: img.getAttribute('data-image-dimensions'),
            alt: img.alt,
            ...(caption ? { description: caption } : {}),
          },
        ],
        index: 0,
        onClose: () => (open = undefined),
      });
  };
  const onKey = (event: KeyboardEvent) => {
    if (isKey(event, 'ENTER') || isKey(event, 'SPACE')) activate(event);
  };
  img.tabIndex = 0;
  img.setAttribute('role', 'button');
  img.classList.add('image-block--lightbox');
  img.addEventListener('click', activate);
  img.addEventListener('keydown', onKey);
  return () => {
    img.removeEventListener('click', activate);
    img.removeEventListener('keydown', onKey);
    img.removeAttribute('tabindex');
    img.removeAttribute('role');
    img.classList.remove('image-block--lightbox');
  };
}
