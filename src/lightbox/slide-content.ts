import { loadImage } from '../images/load-image.ts';
import { mountOverlay, playVideo } from '../video/overlay.ts';
import type { LightboxItem } from './types.ts';
import { ownDoc } from '../dom/doc.ts';

/**
 * One slide's content (docs/behaviour/layers.md#lightbox): the image through the
 * image loader, fitted, or the video behind its overlay; then the meta, a
 * heading and a text, written as text. Returns the figure and, for a
 * video, the undo of its overlay.
 */
export function buildSlideContent(item: LightboxItem): { figure: HTMLElement; undo?: () => void } {
  const figure = ownDoc.createElement('figure');
  figure.className = 'sqs-lightbox-content';
  let undo: (() => void) | undefined;
  if (item.type === 'video') {
    const wrapper = ownDoc.createElement('div');
    wrapper.className = 'sqs-video-wrapper';
    wrapper.setAttribute('data-html', item.html ?? '');
    figure.append(wrapper);
    undo = mountOverlay(wrapper, item.title ?? '', () => playVideo(wrapper));
  } else {
    const img = ownDoc.createElement('img');
    img.alt = item.alt ?? item.title ?? '';
    if (item.src) img.setAttribute('data-src', item.src);
    if (item.dimensions) img.setAttribute('data-image-dimensions', item.dimensions);
    if (item.focalPoint) img.setAttribute('data-image-focal-point', item.focalPoint);
    figure.append(img);
    // Loaded once the figure is in the page (the loader waits for that).
    void loadImage(img, { cropMode: 'contain' });
  }
  if (item.title || item.description) {
    const meta = ownDoc.createElement('figcaption');
    meta.className = 'sqs-lightbox-meta';
    if (item.title) {
      const heading = ownDoc.createElement('h2');
      heading.textContent = item.title;
      meta.append(heading);
    }
    if (item.description) {
      const text = ownDoc.createElement('p');
      text.textContent = item.description;
      meta.append(text);
    }
    figure.append(meta);
  }
  return undo ? { figure, undo } : { figure };
}
