import { t } from '../catalogue/index.ts';
import { VIEWER_TEXT } from '../catalogue/en/viewer.ts';
import { ownDoc } from '../dom/doc.ts';

/** The lightbox's elements (docs/behaviour/layers.md#lightbox): a modal dialog holding the overlay, one box per slide and the controls. */
export interface LightboxFrame {
  root: HTMLElement;
  track: HTMLElement;
  slides: HTMLElement[];
  close: HTMLButtonElement;
  previous: HTMLButtonElement;
  next: HTMLButtonElement;
  /** Shows or hides the caption on mobile. */
  caption: HTMLButtonElement;
}

const button = (className: string, label: string, text: string): HTMLButtonElement => {
  const element = ownDoc.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  element.textContent = text;
  return element;
};

/** Builds the frame for `count` slides; `mobile` scrolls between slides, desktop fades. Not yet in the page. */
export function buildFrame(count: number, mobile: boolean): LightboxFrame {
  const root = ownDoc.createElement('div');
  root.className = `sqs-lightbox sqs-lightbox--${mobile ? 'scroll' : 'fade'}`;
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-label', t(VIEWER_TEXT, 'lightbox'));
  const overlay = ownDoc.createElement('div');
  overlay.className = 'sqs-lightbox-overlay';
  const track = ownDoc.createElement('div');
  track.className = 'sqs-lightbox-slides';
  const close = button('sqs-lightbox-close', t(VIEWER_TEXT, 'close'), '×');
  const previous = button('sqs-lightbox-previous', t(VIEWER_TEXT, 'previous'), '‹');
  const next = button('sqs-lightbox-next', t(VIEWER_TEXT, 'next'), '›');
  const caption = button('sqs-lightbox-caption-toggle', t(VIEWER_TEXT, 'caption'), 'i');
  caption.setAttribute('aria-expanded', 'false');
  const slides = Array.from({ length: count }, (_, i) => {
    const slide = ownDoc.createElement('div');
    slide.className = 'sqs-lightbox-slide';
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    slide.setAttribute('aria-label', t(VIEWER_TEXT, 'slideOf', { index: i + 1, count }));
    slide.style.setProperty('--sqs-lightbox-slide', String(i));
    track.append(slide);
    return slide;
  });
  root.append(overlay, track, previous, next, caption, close);
  return { root, track, slides, close, previous, next, caption };
}
