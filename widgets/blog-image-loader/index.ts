/**
 * The 7.1 blog list's image loader (`data-controller="BlogImageLoader"` on a
 * blog collection's wrapper, `.blog-basic-grid`, `.blog-side-by-side-wrapper`,
 * `.blog-single-column`, `.blog-masonry`…; docs/behaviour/images.md#blog-image-loader).
 * Each post's `img[data-src]` loads through the shared image loader when it
 * comes within 200 px of the view, at the smallest width step its box
 * needs; an image in its post's `.image-wrapper` (a box of fixed ratio: its
 * padding-bottom) fills it, cropped around its focal point. Each post
 * (`article`) gets `is-loaded` once its image has arrived (or failed, or it
 * has none): the site stylesheet keeps a post transparent until then. The
 * page-images module leaves these images to this controller once it is taken up.
 */
import type { BlockMount, Cleanup } from '../../src/block-context.ts';
import { loadImages } from '../../src/images/load-images.ts';
import { controller } from '../../src/sections/changes.ts';
import './blog-image-loader.css';

/** A post's image in its box of fixed ratio. */
const FILLED = '.image-wrapper > img';
/** The platform's class on a post whose image is in. */
const LOADED = 'is-loaded';

export function mount(element: HTMLElement): Cleanup {
  return controller((changes) => {
    const filled = Array.from(element.querySelectorAll<HTMLImageElement>(FILLED));
    changes.add(loadImages(element, { cropMode: 'none', skip: filled }));
    for (const img of filled) changes.add(loadImages(img.parentElement!, { cropMode: 'cover' }));
    for (const post of element.querySelectorAll<HTMLElement>(':scope > article, :scope > * > article')) {
      const img = post.querySelector('img');
      const show = () => changes.toggleClass(post, LOADED, true);
      if (!img || (img.complete && img.getAttribute('src'))) show();
      else for (const type of ['load', 'error']) changes.listen(img, type, show, { once: true });
    }
  });
}

mount satisfies BlockMount;
