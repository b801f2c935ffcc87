import type { MovingStart } from '../moving-gallery.ts';
import type { Motion } from './motion.ts';

/** What a design adds to the moving core: a part of its own (thumbnails, the strip's clicks), shown after each move. */
export interface DesignPart {
  element?: HTMLElement;
  afterRender?(index: number): void;
  stop?(): void;
}

/** How one moving design differs (docs/behaviour/gallery.md#gallery). */
export interface MovingDesign {
  /** The design's name (its stylesheet is adopted once under it). */
  name: string;
  /** Its stylesheet, adopted when the design first starts. */
  css: string;
  /** Slides per view (the carousel's groups); 1 when absent. */
  perRow?(start: MovingStart): number;
  /** Every slide can be seen (the strip); otherwise only the current view. */
  allVisible?: boolean;
  /** Slides loaded on each side of the view. */
  preload: number;
  part?(motion: Motion, start: MovingStart): DesignPart;
}
