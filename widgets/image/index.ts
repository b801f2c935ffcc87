/**
 * The image block (5), enhanced in place (docs/behaviour/images.md#image-block):
 * its images with only `data-src` load through the shared image loader (one
 * inside a `.has-aspect-ratio` box fills it, cropped around its focal
 * point), the block gets narrow classes under 415 px, a block the server
 * marked empty is left alone, and a block that asks for the lightbox opens
 * its image there.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { loadImages } from '../../src/images/load-images.ts';
import { BlockDataError } from '../../src/block-data-error.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { onResize } from '../../src/dom/on-resize.ts';
import { fields } from './data.ts';
import './image.css';

/** Blocks narrower than this (px) get {@link NARROW_CLASS}. */
const NARROW_WIDTH = 415;
/** The class of a narrow image block. */
const NARROW_CLASS = 'image-block--narrow';
/** The platform's class for the same, on the layout wrapper: site stylesheets lay cards out by it. */
const PLATFORM_NARROW_CLASS = 'sqs-narrow-width';
/** A placeholder the server marked as holding no image. */
const EMPTY = '.sqs-empty';
/** The server's own "View fullsize" button around an image that opens in the lightbox. */
const LIGHTBOX_BUTTON = '.sqs-block-image-button.lightbox';
/** A box of fixed ratio (its padding-bottom) the image fills. */
const FILLED = '.has-aspect-ratio > img';

/** Loads the images, watches the width and wires the lightbox; the cleanup undoes all of it. */
export async function mount(element: HTMLElement, raw: unknown, context: BlockContext): Promise<Cleanup> {
  // Its declaration, not zod: zod's runtime would be half the first view (docs/behaviour/images.md#image-first-view).
  const data = useBlockData(fields, raw, context);
  const images = Array.from(element.querySelectorAll<HTMLImageElement>('img:not(noscript img)'));
  // An empty placeholder is what the server meant: nothing to load, nothing wrong.
  if (!images.length && (element.matches(EMPTY) || element.querySelector(EMPTY))) return () => {};
  if (!images.length) throw new BlockDataError('img', 'no img in the block');
  // The server's lightbox buttons are wired whatever the data says: the markup asks for the lightbox.
  const buttons = Array.from(element.querySelectorAll<HTMLElement>(LIGHTBOX_BUTTON)).filter((button) => button.querySelector('img'));
  // Only a block that asks for the lightbox pays for its wiring; it downloads while the images start loading.
  const lightboxModule = data.lightbox ? import('./lightbox-on-activate.ts') : undefined;
  const buttonModule = buttons.length ? import('./lightbox-on-button.ts') : undefined;
  for (const pending of [lightboxModule, buttonModule]) pending?.catch(() => undefined); // awaited below; a failure is the mount's
  const filled = images.filter((img) => img.matches(FILLED));
  const stops = [loadImages(element, { cropMode: 'none', skip: filled }), ...filled.map((img) => loadImages(img.parentElement!, { cropMode: 'cover' }))];
  const layouts = Array.from(element.querySelectorAll('.image-block-outer-wrapper'));

  // Written in the next frame (onResize): a class changing the block's height inside the observer's
  // report would leave the browser an undelivered notification (docs/behaviour/blocks.md#resize-writes).
  const stopWatching = onResize(element, (entry) => {
    const narrow = entry.contentRect.width < NARROW_WIDTH;
    element.classList.toggle(NARROW_CLASS, narrow);
    for (const layout of layouts) layout.classList.toggle(PLATFORM_NARROW_CLASS, narrow);
  });

  const undo: Array<() => void> = [
    () => {
      stops.forEach((stop) => stop());
      stopWatching();
      element.classList.remove(NARROW_CLASS);
      for (const layout of layouts) layout.classList.remove(PLATFORM_NARROW_CLASS);
    },
  ];
  const cleanup = () => undo.splice(0).forEach((run) => run());
  if (lightboxModule || buttonModule) {
    try {
      if (buttonModule) for (const button of buttons) undo.push((await buttonModule).lightboxOnButton(button, button.querySelector('img')!));
      // An image inside the server's button is that button's; never a button inside a button.
      if (lightboxModule) for (const img of images) if (!img.closest(LIGHTBOX_BUTTON)) undo.push((await lightboxModule).lightboxOnActivate(img));
    } catch (error) {
      // The mount fails as a whole: nothing it started is left running.
      cleanup();
      throw error;
    }
  }
  return cleanup;
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
