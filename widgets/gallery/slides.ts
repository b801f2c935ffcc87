import type { LightboxItem } from '../../src/lightbox/types.ts';

/** One slide of the markup, as the gallery reads it (docs/behaviour/gallery.md#gallery). */
export interface Slide {
  element: HTMLElement;
  type: 'image' | 'video';
  img: HTMLImageElement | null;
  video: HTMLElement | null;
  id: string;
  url: string;
  title: string;
  description: string;
  theme: 'light' | 'dark';
}

const attr = (elements: Array<Element | null>, name: string): string => {
  for (const element of elements) {
    const value = element?.getAttribute(name);
    if (value) return value;
  }
  return '';
};

/**
 * Reads a `.slide`: its type (video when it holds a video wrapper, unless
 * it says), title, description, theme (default dark), id and url, from the
 * slide or the anchor around its image.
 */
export function readSlide(element: HTMLElement): Slide {
  const anchor = element.querySelector('a.image-slide-anchor');
  const from = [element, anchor];
  const video = element.querySelector<HTMLElement>('.sqs-video-wrapper');
  const declared = element.getAttribute('data-type');
  return {
    element,
    type: declared === 'video' || declared === 'image' ? declared : video ? 'video' : 'image',
    img: element.querySelector<HTMLImageElement>('img[data-src], img[data-image]:not(noscript img)'),
    video,
    id: attr(from, 'data-slide-id'),
    url: attr(from, 'data-slide-url'),
    title: attr(from, 'data-title'),
    description: attr(from, 'data-description'),
    theme: attr(from, 'data-lightbox-theme') === 'light' ? 'light' : 'dark',
  };
}

/** A slide as a lightbox entry: content, meta and theme. */
export function lightboxItem(slide: Slide, theme?: 'light' | 'dark'): LightboxItem {
  const img = slide.img;
  return {
    type: slide.type,
    src: img?.getAttribute('data-src') ?? img?.getAttribute('data-image') ?? '',
    dimensions: img?.getAttribute('data-image-dimensions') ?? null,
    focalPoint: img?.getAttribute('data-image-focal-point') ?? null,
    html: slide.video?.getAttribute('data-html') ?? null,
    alt: img?.alt ?? '',
    title: slide.title,
    description: slide.description,
    theme: slide.element.hasAttribute('data-lightbox-theme') || slide.element.querySelector('[data-lightbox-theme]') ? slide.theme : (theme ?? slide.theme),
  };
}
