/**
 * The page-image service (docs/behaviour.md#page-images): every
 * `img[data-src]` with no source of its own that no block owns (7.0 banners
 * and index galleries, 7.1 section backgrounds and list sections) loads
 * through the shared image loader at its width step when it comes within
 * 200 px of the viewport, and gets `loaded` once it has arrived (stylesheets
 * fade such images in); a `.content-fill` image is sized to its box and
 * cropped there (docs/behaviour.md#content-fill). Blocks load their own images; this module loads only
 * on a page that has such an image (its trigger).
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { loadImage } from '../../src/images/load-image.ts';
import { whenNearViewport } from '../../src/images/near-viewport.ts';
import { cropModeFor } from './crop-mode.ts';
import { fillsItsBox, sizeToBox } from './fill-box.ts';

/**
 * Whether a block the runtime took up owns the image (it loads its own).
 * 7.1 controllers are taken up like blocks but leave their images to this service.
 */
const ownedByBlock = (img: Element): boolean => img.parentElement?.closest('[data-block-state]:not([data-controller])') != null;

/** Starts watching the images the trigger found. */
export function start({ elements }: PageModuleContext): ModuleCleanup {
  const images = elements.filter(
    (element): element is HTMLImageElement => element instanceof HTMLImageElement && !element.getAttribute('src') && !element.getAttribute('srcset') && !ownedByBlock(element),
  );
  // Sized to its box at once, not when it loads: the box sets the layout from the first paint.
  const sized = images.filter(fillsItsBox).map(sizeToBox);
  const stops = images.map((img) =>
    whenNearViewport(img, () => {
      void loadImage(img, { cropMode: cropModeFor(img) }).then((loaded) => loaded && img.classList.add('loaded'));
    }),
  );
  return () => [...stops, ...sized].forEach((stop) => stop());
}
