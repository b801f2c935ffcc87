/**
 * The page-images module (docs/behaviour/images.md#page-images): every
 * `img[data-src]` with no source of its own that no block owns (7.0 banners
 * and index galleries, 7.1 section backgrounds and list sections) loads
 * through the shared image loader at its width step when it comes within
 * 200 px of the viewport, and gets `loaded` once it has arrived (stylesheets
 * fade such images in); a `.content-fill` image is sized to its box and
 * cropped there (docs/behaviour/images.md#content-fill). Blocks load their own images. The loader starts it
 * at the first view when such an image is near it, handing over the images
 * that have come near since start-up (docs/behaviour/images.md#page-images-first-view);
 * else its trigger starts it at idle. Starting it again only adds images it
 * does not watch yet.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { BLOCK_SELECTOR } from '../../src/blocks/selector.ts';
import { loadImage } from '../../src/images/load-image.ts';
import { whenNearViewport } from '../../src/images/near-viewport.ts';
import { cropModeFor } from './crop-mode.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { fillsItsBox, sizeToBox } from './fill-box.ts';
import trigger from './trigger.json';

/** What the module's trigger matches: the images it is for (its own blocks-state test applies again below). */
const TRIGGER = trigger.selector;

/** 7.1 controllers that load their own images (the others leave them to this service). */
const LOADS_OWN = '[data-controller*="BlogImageLoader"]';

/**
 * Whether a block or controller the runtime took up owns the image (it loads
 * its own). Most 7.1 controllers are taken up like blocks but leave their
 * images to this service; a failed one leaves them to it too.
 */
const ownedByBlock = (img: Element): boolean =>
  Boolean(img.parentElement?.closest(`[data-block-state]:not([data-controller]), ${LOADS_OWN}[data-block-state]:not([data-block-state="error"])`));

/** The images this page's service has asked for: each once, however often it is started. */
const asked = new WeakSet<Element>();
/** The images waiting to come near the view, with the function that stops the wait. */
const waiting = new WeakMap<Element, () => void>();

function load(img: HTMLImageElement): void {
  waiting.get(img)?.();
  waiting.delete(img);
  asked.add(img);
  void loadImage(img, { cropMode: cropModeFor(img) }).then((loaded) => loaded && img.classList.add('loaded'));
}

/**
 * Starts watching the images that asked; `near` (from the loader) are those
 * that came near the view before this module arrived: they load now, even
 * if the visitor has scrolled past them since (and even if an earlier start
 * is already waiting for them). `early` is the loader's observer, done with
 * once this module watches.
 */
export function start(context: PageModuleContext, near: readonly Element[] = [], early?: IntersectionObserver): ModuleCleanup {
  early?.disconnect();
  const { runtime } = context;
  // Started by the loader, the context holds no elements: every image outside the blocks is this module's to watch.
  const elements = context.elements ?? [...ownDoc.querySelectorAll(TRIGGER)];
  let stopped = false;
  const mine: Element[] = [];
  const undoSizes: (() => void)[] = [];
  const take = (img: HTMLImageElement) => {
    if (stopped || asked.has(img) || img.getAttribute('src') || img.getAttribute('srcset') || ownedByBlock(img)) return;
    // Sized to its box at once, not when it loads: the box sets the layout from the first paint.
    if (fillsItsBox(img) && !waiting.has(img)) undoSizes.push(sizeToBox(img));
    if (near.includes(img)) return load(img);
    if (waiting.has(img)) return;
    mine.push(img);
    waiting.set(
      img,
      whenNearViewport(img, () => load(img)),
    );
  };
  const images = elements.filter((element): element is HTMLImageElement => element instanceof HTMLImageElement);
  // Before the blocks' first scan, an image inside a block element (or such a controller) may yet be its own: it waits for the scan.
  const inBlock = (img: Element) => Boolean(img.parentElement?.closest(`${BLOCK_SELECTOR}, ${LOADS_OWN}`));
  images.filter((img) => !inBlock(img)).forEach(take);
  void runtime.ready.then(() => images.filter(inBlock).forEach(take));
  return () => {
    stopped = true;
    undoSizes.splice(0).forEach((undo) => undo());
    for (const img of mine.splice(0)) {
      waiting.get(img)?.();
      waiting.delete(img);
    }
  };
}
