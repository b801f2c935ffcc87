/**
 * The Instagram block's server-rendered thumbnails (docs/behaviour/third-party.md#instagram-thumbnails):
 * the platform renders an account's recent posts as a gallery grid
 * (`.sqs-gallery-container.sqs-gallery-block-grid > .sqs-gallery > .slide`,
 * each `a.image-slide-anchor.content-fill > img[data-src]` linking to the
 * post). Each thumbnail loads through the shared image loader at its width
 * step as it comes near the view, cropped to its box around its focal
 * point; the grid and its slides get the design classes the site stylesheet
 * lays them out by. Instagram's script is not needed for them.
 */
import type { Cleanup } from '../../src/block-context.ts';
import { loadImages } from '../../src/images/load-images.ts';
import './instagram.css';

/** A box the thumbnail fills (its padding-bottom sets the ratio). */
const FILLED = '.content-fill > img';

/** Lays out and loads the thumbnails; the cleanup stops loading and takes the classes off. */
export function showThumbnails(element: HTMLElement): Cleanup {
  const added: Array<[Element, string]> = [];
  const mark = (target: Element, name: string) => {
    if (target.classList.contains(name)) return;
    target.classList.add(name);
    added.push([target, name]);
  };
  for (const gallery of element.querySelectorAll('.sqs-gallery-block-grid > .sqs-gallery')) {
    mark(gallery, 'sqs-gallery-design-grid');
    for (const slide of gallery.querySelectorAll(':scope > .slide')) mark(slide, 'sqs-gallery-design-grid-slide');
  }
  const filled = Array.from(element.querySelectorAll<HTMLImageElement>(FILLED));
  const stops = [loadImages(element, { cropMode: 'none', skip: filled }), ...filled.map((img) => loadImages(img.parentElement!, { cropMode: 'cover' }))];
  return () => {
    stops.forEach((stop) => stop());
    for (const [target, name] of added.splice(0)) target.classList.remove(name);
  };
}
