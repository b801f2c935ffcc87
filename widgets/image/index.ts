/**
 * The image block (5), enhanced in place (docs/behaviour.md#image-block):
 * its images with only `data-src` load through the shared image loader, the
 * block gets a narrow class under 415 px, and a block that asks for the
 * lightbox opens its image there.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { loadImages } from '../../src/images/load-images.ts';
import { BlockDataError } from '../../src/block-data-error.ts';
import { readImage } from './read-image.ts';
import './image.css';

/** Blocks narrower than this (px) get {@link NARROW_CLASS}. */
export const NARROW_WIDTH = 415;
/** The class of a narrow image block. */
export const NARROW_CLASS = 'image-block--narrow';

/** Loads the images, watches the width and wires the lightbox; the cleanup undoes all of it. */
export async function mount(element: HTMLElement, raw: unknown, _context: BlockContext): Promise<Cleanup> {
  // By hand, not parseBlockData: zod's runtime would be half the first view (docs/behaviour.md#image-first-view).
  const data = readImage(raw);
  const images = Array.from(element.querySelectorAll<HTMLImageElement>('img:not(noscript img)'));
  if (!images.length) throw new BlockDataError('img', 'no img in the block');
  // Only a block that asks for the lightbox pays for its wiring; it downloads while the images start loading.
  const lightboxModule = data.lightbox ? import('./lightbox-on-activate.ts') : undefined;
  lightboxModule?.catch(() => undefined); // awaited below; a failure is the mount's
  const stopLoading = loadImages(element, { cropMode: 'none' });

  const observer = new ResizeObserver(([entry]) => {
    if (entry) element.classList.toggle(NARROW_CLASS, entry.contentRect.width < NARROW_WIDTH);
  });
  observer.observe(element);

  const undo: Array<() => void> = [
    () => {
      stopLoading();
      observer.disconnect();
      element.classList.remove(NARROW_CLASS);
    },
  ];
  const cleanup = () => undo.splice(0).forEach((run) => run());
  if (lightboxModule) {
    try {
      const { lightboxOnActivate } = await lightboxModule;
      for (const img of images) undo.push(lightboxOnActivate(img));
    } catch (error) {
      // The mount fails as a whole: nothing it started is left running.
      cleanup();
      throw error;
    }
  }
  return cleanup;
}

// The one widget contract (behaviour.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
