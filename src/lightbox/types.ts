/** One entry of a lightbox set (docs/behaviour/layers.md#lightbox): content, meta and theme. */
export interface LightboxItem {
  /** An image (from `src`) or a video (from the embed code in `html`). */
  type: 'image' | 'video';
  /** The image's source (sized by the image loader). */
  src?: string;
  /** `data-image-dimensions` of the image ("WxH"). */
  dimensions?: string | null;
  /** `data-image-focal-point` of the image ("x,y"). */
  focalPoint?: string | null;
  /** The video's embed code. */
  html?: string | null;
  alt?: string;
  /** The meta's heading. */
  title?: string;
  /** The meta's text. */
  description?: string;
  /** Default dark. */
  theme?: 'light' | 'dark';
}

/** What opens a lightbox. */
export interface LightboxOptions {
  items: LightboxItem[];
  /** The slide shown first. */
  index: number;
  /** Wraps at the ends; default on, except on mobile. */
  loop?: boolean;
  /** Called after each slide change, with the new index. */
  onChange?(index: number): void;
  /** Called once the lightbox has closed (or was cancelled while loading). */
  onClose?(): void;
  /**
   * History sync: the address for a slide. With it, opening pushes an
   * entry, slide changes replace it, and the browser's Back closes.
   */
  urlFor?(index: number): string;
  /** The page was opened on this slide's address: replace the entry instead of pushing one. */
  openedFromAddress?: boolean;
}

/** An open lightbox. */
export interface LightboxHandle {
  goTo(index: number): void;
  close(): void;
  readonly index: number;
}
