import type { FocalPoint } from './focal-point.ts';

/** How an image fills its box: cropped to cover it, fitted inside it, or left alone. */
export type CropMode = 'cover' | 'contain' | 'none';

/** Where a fitted (`contain`) image sits in its box. */
export type FitAlignment = 'top' | 'left' | 'center' | 'right' | 'bottom';

const FIT_POSITION: Record<FitAlignment, string> = {
  top: '50% 0%',
  left: '0% 50%',
  center: '50% 50%',
  right: '100% 50%',
  bottom: '50% 100%',
};

/**
 * Places the image in its box with `object-fit`/`object-position` through
 * the CSSOM (allowed under a strict CSP): `cover` keeps the focal point in
 * view, `contain` sits at `alignment` (center when none is given,
 * docs/behaviour/images.md#image-loading), `none` clears both.
 */
export function applyCrop(img: HTMLImageElement, mode: CropMode, focal: FocalPoint, alignment?: FitAlignment): void {
  if (mode === 'none') {
    img.style.removeProperty('object-fit');
    img.style.removeProperty('object-position');
    return;
  }
  img.style.objectFit = mode;
  img.style.objectPosition = mode === 'cover' ? `${round(focal.x * 100)}% ${round(focal.y * 100)}%` : FIT_POSITION[alignment ?? 'center'];
}

const round = (value: number) => Math.round(value * 100) / 100;
