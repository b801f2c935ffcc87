import { parseDimensions } from '../../src/images/focal-point.ts';
import type { GallerySettings } from './settings.ts';
import type { Slide } from './slides.ts';

/**
 * Lays the slides out (docs/behaviour/gallery.md#gallery): the design's classes on
 * the container, the settings as custom properties through the CSSOM (no
 * inline style text under a strict CSP), each slide's image ratio for the
 * designs that size by it. Returns the undo.
 */
export function layOut(container: HTMLElement, slides: Slide[], settings: GallerySettings): () => void {
  const style = container.style;
  const classes = ['sqs-gallery-enhanced', `sqs-gallery-design-${settings.design}`, `sqs-gallery-transition-${settings.transition}`];
  container.classList.add(...classes);
  const vars: Record<string, string> = {
    '--sqs-gallery-per-row': String(settings.slidesPerRow),
    '--sqs-gallery-gutter': `${settings.gutter}px`,
    '--sqs-gallery-column-width': `${settings.columnWidth}px`,
    '--sqs-gallery-row-height': `${settings.rowHeight}px`,
    '--sqs-gallery-list-image': `${settings.listImageSize}%`,
  };
  if (settings.aspectRatio) vars['--sqs-gallery-aspect'] = String(settings.aspectRatio);
  for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
  for (const slide of slides) {
    const size = parseDimensions(slide.img?.getAttribute('data-image-dimensions'));
    if (size) slide.element.style.setProperty('--sqs-slide-ratio', String(size.width / size.height));
  }
  return () => {
    container.classList.remove(...classes);
    for (const name of Object.keys(vars)) style.removeProperty(name);
  };
}
