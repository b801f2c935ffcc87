/**
 * Width steps for images the server gave a `srcset` (docs/behaviour/images.md#srcset-sizes):
 * the browser picks the smallest candidate at least the `sizes` width × the
 * pixel ratio, and the server's `sizes` guesses the layout (a gallery grid's
 * `(max-width:768px) 73.9vw` assumes two columns where the stylesheet shows
 * one: 300w for a 540 px crop). Here `sizes` becomes the width the image
 * is rendered at, measured after layout by one shared ResizeObserver: its
 * box's width, or for a covering crop (`object-fit: cover`) the width its
 * box's height asks for at the image's ratio. It only grows (a box that
 * shrank keeps the sharper file), and is written in the next animation
 * frame, never inside the observer's callback (docs/behaviour/blocks.md#resize-writes).
 */
import { parseDimensions } from './focal-point.ts';
import { restoreAttribute } from '../dom/restore-attribute.ts';

/** The width (CSS px) each image needs, by the latest measure. */
const wanted = new Map<HTMLImageElement, number>();
/** The `sizes` each image had from the server, put back when its fitting stops. */
const served = new Map<HTMLImageElement, string | null>();
let observer: ResizeObserver | undefined;
let frame = 0;

/** The CSS width `img` is rendered at within a box of `width` x `height`. */
function renderedWidth(img: HTMLImageElement, width: number, height: number): number {
  const fit = getComputedStyle(img).objectFit;
  const size = parseDimensions(img.getAttribute('data-image-dimensions')) ?? { width: img.naturalWidth, height: img.naturalHeight };
  const ratio = size.width > 0 && size.height > 0 ? size.width / size.height : 0;
  if (!ratio || !height) return width;
  if (fit === 'cover') return Math.max(width, height * ratio);
  if (fit === 'contain' || fit === 'scale-down') return Math.min(width, height * ratio);
  return width;
}

function write(): void {
  frame = 0;
  for (const [img, width] of wanted) {
    const now = /^(\d+)px$/.exec(img.sizes)?.[1];
    if (width > 0 && (!now || width > Number(now))) img.sizes = `${width}px`;
  }
}

function measured(entries: ResizeObserverEntry[]): void {
  for (const { target, contentRect } of entries) {
    const img = target as HTMLImageElement;
    if (wanted.has(img)) wanted.set(img, Math.ceil(renderedWidth(img, contentRect.width, contentRect.height)));
  }
  frame ||= requestAnimationFrame(write);
}

/** Keeps `img`'s `sizes` at the width it is rendered at; returns the stop, which puts the server's `sizes` back. */
export function fitSizes(img: HTMLImageElement): () => void {
  if (typeof ResizeObserver !== 'function' || wanted.has(img)) return () => {};
  served.set(img, img.getAttribute('sizes'));
  wanted.set(img, 0);
  (observer ??= new ResizeObserver(measured)).observe(img);
  return () => {
    if (!served.has(img)) return;
    observer?.unobserve(img);
    wanted.delete(img);
    const before = served.get(img) ?? null;
    served.delete(img);
    restoreAttribute(img, 'sizes', before);
  };
}
