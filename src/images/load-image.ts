// Its warnings go to the console only, so they are the area's English as written, without the
// catalogue's lookup (docs/behaviour/vocabulary.md#catalogue): the gallery's first view stays within budget.
import { IMAGE_TEXT } from '../catalogue/en/image.ts';
import { warn } from '../log.ts';
import { applyCrop, type CropMode, type FitAlignment } from './crop.ts';
import { effectiveDpr } from './device.ts';
import { parseDimensions, parseFocalPoint, type FocalPoint } from './focal-point.ts';
import { enqueueLoad } from './load-queue.ts';
import { measureTogether } from './measure-together.ts';
import { whenNearViewport } from './near-viewport.ts';
import { sizedUrl, type SizeFormat } from './sized-url.ts';
import { widthStepFor } from './width-steps.ts';

/** The loader's options (docs/behaviour/images.md#image-loading); every one is optional. */
export interface LoadImageOptions {
  /** `true` (default) loads now, `false` only places the image, `'viewport'` loads within 200 px of the viewport. */
  load?: boolean | 'viewport';
  /** The source; default the element's `data-src` (then `data-image`). */
  source?: string;
  /** The original's size; default `data-image-dimensions`. */
  dimensions?: { width: number; height: number };
  /** The subject's position; default `data-image-focal-point`, else the centre. */
  focalPoint?: FocalPoint;
  /** `cover` crops around the focal point, `contain` fits, `none` (default) leaves the box to CSS. */
  cropMode?: CropMode;
  /** Where a `contain` image sits; center by default. */
  fitAlignment?: FitAlignment;
  /** Multiplies the wanted width; never below 0, default 1. */
  sizeAdjustment?: number;
  /** Width as `?format=` (default) or a filename suffix. */
  sizeFormat?: SizeFormat;
  /** Loads the wanted width even when it is not larger than the current one. */
  forceImageUpdate?: boolean;
  /** Loads even while an earlier load of this image is under way. */
  allowConcurrentLoads?: boolean;
  /** `false` ignores the visitor's Save-Data request. */
  allowSaveData?: boolean;
  dprMin?: number;
  dprMax?: number;
  /** A margin for `load: 'viewport'`; default 200px. */
  rootMargin?: string;
}

/** The attribute present while a new source loads (the loading marker). */
const LOADING_MARKER = 'data-image-loading';
/** The attribute that records the width step the image shows. */
const RESOLUTION_ATTRIBUTE = 'data-image-resolution';
/** The class a loaded image gets. */
const LOADED_CLASS = 'loaded';
/** Tries and interval while waiting for an element to enter the document. */
const ATTACH_WAIT = { tries: 100, intervalMs: 10 } as const;

const shownWidth = new WeakMap<HTMLImageElement, number>();

/**
 * Loads one image at the width its box needs (docs/behaviour/images.md#image-loading).
 * Resolves true when a new source loaded, false when nothing loaded
 * (skipped, not needed, failed, or the element was bad: then a console
 * warning with the documented text says why).
 */
export async function loadImage(img: unknown, options: LoadImageOptions = {}): Promise<boolean> {
  if (img === null || img === undefined) return warnAndSkip(IMAGE_TEXT.messages.noImage);
  if (!(img instanceof HTMLImageElement)) return warnAndSkip(IMAGE_TEXT.messages.notImageElement, img);
  if (!(await attached(img))) return warnAndSkip(IMAGE_TEXT.messages.noParentNode, img);
  const focal = options.focalPoint ?? parseFocalPoint(img.getAttribute('data-image-focal-point'));
  const mode = options.cropMode ?? 'none';
  applyCrop(img, mode, focal, options.fitAlignment);
  if (options.load === false) return false;
  if (options.load === 'viewport') {
    await new Promise<void>((resolve) => whenNearViewport(img, resolve, options.rootMargin));
  }
  const source = options.source ?? img.getAttribute('data-src') ?? img.getAttribute('data-image') ?? '';
  const width = widthStepFor(await measureTogether(() => wantedWidth(img, mode, options)));
  const url = source.trim() ? sizedUrl(source.trim(), width, options.sizeFormat) : undefined;
  if (!url) return warnAndSkip(`${IMAGE_TEXT.messages.noImage}: missing or invalid source`, img);
  if (img.hasAttribute(LOADING_MARKER) && !options.allowConcurrentLoads) return false;
  const current = shownWidth.get(img) ?? 0;
  // Resolution only ever goes up: a box that shrank keeps the sharper file.
  if (!options.forceImageUpdate && current >= width && img.getAttribute('src')) return false;
  img.setAttribute(LOADING_MARKER, '');
  return new Promise<boolean>((resolve) => {
    enqueueLoad((done) => {
      const finish = (ok: boolean) => {
        img.removeEventListener('load', onLoad);
        img.removeEventListener('error', onError);
        img.removeAttribute(LOADING_MARKER);
        done();
        resolve(ok);
      };
      const onLoad = () => {
        shownWidth.set(img, width);
        img.setAttribute(RESOLUTION_ATTRIBUTE, `${width}w`);
        // The platform's loader marks a loaded image: site stylesheets keep `img:not(.loaded)` transparent.
        img.classList.add(LOADED_CLASS);
        finish(true);
      };
      const onError = () => finish(false);
      img.addEventListener('load', onLoad);
      img.addEventListener('error', onError);
      img.src = url;
    });
  });
}

function warnAndSkip(message: string, element?: unknown): false {
  if (element === undefined) warn(message);
  else warn(message, element);
  return false;
}

/** Waits up to 100 × 10 ms for the element to be in the document. */
async function attached(img: HTMLImageElement): Promise<boolean> {
  for (let tries = 0; !img.isConnected || !img.parentNode; tries++) {
    if (tries >= ATTACH_WAIT.tries) return false;
    await new Promise((resolve) => setTimeout(resolve, ATTACH_WAIT.intervalMs));
  }
  return true;
}

/**
 * The width in device pixels the image must have to fill its box: for a
 * covering crop of a box taller than the image's ratio, the height decides.
 */
function wantedWidth(img: HTMLImageElement, mode: CropMode, options: LoadImageOptions): number {
  const box = img.getBoundingClientRect();
  const parent = img.parentElement?.getBoundingClientRect();
  // An image with no source yet has no size of its own (or only its alt
  // text's): its container says how wide it may become.
  const empty = !img.getAttribute('src');
  const boxWidth = empty ? Math.max(box.width, parent?.width ?? 0) : box.width || parent?.width || 0;
  const boxHeight = empty ? Math.max(box.height, parent?.height ?? 0) : box.height || parent?.height || 0;
  const dimensions = options.dimensions ?? parseDimensions(img.getAttribute('data-image-dimensions'));
  let width = boxWidth;
  if (mode === 'cover' && dimensions && boxHeight > 0) {
    width = Math.max(boxWidth, boxHeight * (dimensions.width / dimensions.height));
  }
  const adjustment = Math.max(0, options.sizeAdjustment ?? 1);
  return width * effectiveDpr(options) * adjustment;
}

// Loaded images follow the window (docs/behaviour/images.md#image-loading): once resizing has stopped for
// 150 ms, every loaded image watched is loaded again, which loads a larger width step when its box
// now needs one (resolution only goes up). One window listener for all, there only while an image
// is watched. In this file, beside loadImage, so the blocks' shared chunks split as before.
/**
 * The image loader's resize debounce.
 * @internal Exported for its unit test: the resize test advances the clock by this without copying the number.
 */
export const IMAGE_RESIZE_DEBOUNCE_MS = 150;

const watched = new Map<HTMLImageElement, () => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

// A plain debounce, not the shared resize emitter: every image block's first view carries this.
function onResize(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    // Only images already shown: the others are still waiting for the viewport.
    for (const [img, reload] of watched) if (img.isConnected && img.hasAttribute(RESOLUTION_ATTRIBUTE)) reload();
  }, IMAGE_RESIZE_DEBOUNCE_MS);
}

/** Calls `reload` for `img`, once shown, 150 ms after each window resize; returns the stop. */
export function reloadOnResize(img: HTMLImageElement, reload: () => void): () => void {
  if (!watched.size) addEventListener('resize', onResize);
  watched.set(img, reload);
  return () => {
    watched.delete(img);
    if (watched.size) return;
    removeEventListener('resize', onResize);
    clearTimeout(timer);
  };
}
