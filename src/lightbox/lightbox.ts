/**
 * The lightbox (docs/behaviour.md#lightbox): a DOM viewer over the page, on
 * the Escape stack like the dialogs. Life cycle: created, the overlay fades
 * in, content and the close control show, focus is contained; it closes by
 * the close control, Escape, a click outside the image or Back (history
 * sync), then fades out, is removed, the body loses its open-class and
 * focus goes back where it was.
 */
import { t } from '../catalogue/index.ts';
import { VIEWER_TEXT } from '../catalogue/en/viewer.ts';
import { loadImage } from '../images/load-image.ts';
import { isMobileViewport } from '../images/device.ts';
import { containFocus, focusInside, rememberFocus } from '../layers/focus.ts';
import { lockScroll } from '../layers/scroll-lock.ts';
import { pushLayer } from '../layers/stack.ts';
import { bindOverlay, playVideo, restoreOverlay } from '../video/overlay.ts';
import { watchSwipe } from '../gestures/swipe.ts';
import { syncHistory, type HistorySync } from './history-sync.ts';
import type { LightboxHandle, LightboxItem, LightboxOptions } from './types.ts';
import { adoptStyles } from '../chrome/dialog/adopt-styles.ts';
import LIGHTBOX_CSS from './lightbox.css?raw';

/** The lightbox's numbers (docs/behaviour.md#lightbox). */
export const LIGHTBOX = {
  /** Slide change, ms. */
  speedMs: 600,
  /** Overlay fade, ms. */
  fadeMs: 300,
  /** Arrow keys act at most once per this many ms. */
  arrowThrottleMs: 200,
  /** Clicks this close to the left or right edge (a fraction of the width) do not change slides. */
  edgeMargin: 0.02,
} as const;

/** On `<body>` while a lightbox is open. */
export const BODY_OPEN_CLASS = 'sqs-lightbox-open';
/** On a control that cannot act (an end without loop). */
export const DISABLED_CLASS = 'sqs-disabled';

const button = (className: string, label: string, text: string): HTMLButtonElement => {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  element.textContent = text;
  return element;
};

/** Builds and opens a lightbox over the page; see {@link LightboxOptions}. */
export function createLightbox(options: LightboxOptions): LightboxHandle {
  adoptStyles('lightbox', LIGHTBOX_CSS);
  const items = options.items;
  const count = items.length;
  const mobile = isMobileViewport();
  const loop = options.loop ?? !mobile;
  let index = Math.min(Math.max(0, options.index | 0), Math.max(0, count - 1));
  let closing = false;
  let lastArrow = -Infinity;

  const root = document.createElement('div');
  root.className = `sqs-lightbox sqs-lightbox--${mobile ? 'scroll' : 'fade'}`;
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-label', t(VIEWER_TEXT, 'lightbox'));
  const overlay = document.createElement('div');
  overlay.className = 'sqs-lightbox-overlay';
  const track = document.createElement('div');
  track.className = 'sqs-lightbox-slides';
  const close = button('sqs-lightbox-close', t(VIEWER_TEXT, 'close'), '×');
  const previous = button('sqs-lightbox-previous', t(VIEWER_TEXT, 'previous'), '‹');
  const next = button('sqs-lightbox-next', t(VIEWER_TEXT, 'next'), '›');
  const caption = button('sqs-lightbox-caption-toggle', t(VIEWER_TEXT, 'caption'), 'i');
  caption.setAttribute('aria-expanded', 'false');
  const slides = items.map((_, i) => {
    const slide = document.createElement('div');
    slide.className = 'sqs-lightbox-slide';
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    slide.setAttribute('aria-label', t(VIEWER_TEXT, 'slideOf', { index: i + 1, count }));
    slide.style.setProperty('--sqs-lightbox-slide', String(i));
    track.append(slide);
    return slide;
  });
  root.append(overlay, track, previous, next, caption, close);
  const built = new Set<number>();
  const undoVideo = new Map<number, () => void>();

  /** Slide content is built when the slide is current or next to it. */
  const build = (i: number) => {
    if (built.has(i) || i < 0 || i >= count) return;
    built.add(i);
    const item = items[i]!;
    const figure = document.createElement('figure');
    figure.className = 'sqs-lightbox-content';
    if (item.type === 'video') {
      const wrapper = document.createElement('div');
      wrapper.className = 'sqs-video-wrapper';
      wrapper.setAttribute('data-html', item.html ?? '');
      figure.append(wrapper);
      undoVideo.set(i, bindOverlay(wrapper, item.title ?? '', () => playVideo(wrapper)));
    } else {
      const img = document.createElement('img');
      img.alt = item.alt ?? item.title ?? '';
      if (item.src) img.setAttribute('data-src', item.src);
      if (item.dimensions) img.setAttribute('data-image-dimensions', item.dimensions);
      if (item.focalPoint) img.setAttribute('data-image-focal-point', item.focalPoint);
      figure.append(img);
      void loadImage(img, { cropMode: 'contain' });
    }
    if (item.title || item.description) {
      const meta = document.createElement('figcaption');
      meta.className = 'sqs-lightbox-meta';
      if (item.title) {
        const heading = document.createElement('h2');
        heading.textContent = item.title;
        meta.append(heading);
      }
      if (item.description) {
        const text = document.createElement('p');
        text.textContent = item.description;
        meta.append(text);
      }
      figure.append(meta);
    }
    slides[i]!.append(figure);
  };

  const show = () => {
    const item: LightboxItem | undefined = items[index];
    root.classList.toggle('sqs-lightbox--light', item?.theme === 'light');
    track.style.setProperty('--sqs-lightbox-index', String(index));
    slides.forEach((slide, i) => {
      const current = i === index;
      slide.classList.toggle('sqs-active-slide', current);
      // Off-screen slides are out of reach of Tab and assistive technology.
      slide.inert = !current;
      if (current) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
      if (!current) {
        const wrapper = slide.querySelector<HTMLElement>('.sqs-video-wrapper');
        if (wrapper) restoreOverlay(wrapper);
      }
    });
    for (const i of [index - 1, index, index + 1]) build(loop ? (i + count) % count : i);
    const atStart = !loop && index === 0;
    const atEnd = !loop && index === count - 1;
    for (const [control, disabled] of [[previous, atStart || count <= 1], [next, atEnd || count <= 1]] as const) {
      control.classList.toggle(DISABLED_CLASS, disabled);
      control.setAttribute('aria-disabled', String(disabled));
    }
  };

  const goTo = (target: number) => {
    if (closing || count === 0) return;
    const wanted = loop ? ((target % count) + count) % count : Math.min(count - 1, Math.max(0, target));
    if (wanted === index) return;
    index = wanted;
    show();
    history?.update(index);
    options.onChange?.(index);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const direction = event.keyCode === 37 ? -1 : event.keyCode === 39 ? 1 : 0;
    if (!direction) return;
    event.preventDefault();
    const now = Date.now();
    if (now - lastArrow < LIGHTBOX.arrowThrottleMs) return;
    lastArrow = now;
    goTo(index + direction);
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('button, a, iframe, .sqs-video-wrapper')) return;
    if (!target.closest('.sqs-lightbox-content')) return finish(false);
    // On the content: right half next, left half previous, not at the very edges.
    const x = event.clientX / (root.clientWidth || innerWidth);
    if (x < LIGHTBOX.edgeMargin || x > 1 - LIGHTBOX.edgeMargin) return;
    goTo(index + (x >= 0.5 ? 1 : -1));
  };

  const restoreFocus = rememberFocus();
  const unlockScroll = lockScroll();
  const layer = pushLayer({ kind: 'lightbox', element: root, close: () => finish(false) });
  let history: HistorySync | undefined;
  if (options.urlFor) history = syncHistory(options.urlFor, index, options.openedFromAddress === true, () => finish(true));

  function finish(byBack: boolean): void {
    if (closing) return;
    closing = true;
    layer.remove();
    history?.release(byBack);
    root.classList.remove('is-visible', 'is-ready');
    root.removeEventListener('keydown', onKeyDown);
    stopSwipe();
    setTimeout(() => {
      undoVideo.forEach((undo) => undo());
      root.remove();
      releaseFocus();
      document.body.classList.remove(BODY_OPEN_CLASS);
      unlockScroll();
      restoreFocus();
      options.onClose?.();
    }, LIGHTBOX.fadeMs);
  }

  close.addEventListener('click', () => finish(false));
  previous.addEventListener('click', () => goTo(index - 1));
  next.addEventListener('click', () => goTo(index + 1));
  caption.addEventListener('click', () => {
    const shown = root.classList.toggle('sqs-lightbox--caption');
    caption.setAttribute('aria-expanded', String(shown));
  });
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('click', onClick);
  const stopSwipe = watchSwipe(track, (direction) => goTo(index + direction));

  show();
  document.body.append(root);
  document.body.classList.add(BODY_OPEN_CLASS);
  const releaseFocus = containFocus({ container: root });
  focusInside(root, close);
  // Next frame: the overlay fades in; then the content and close control show.
  requestAnimationFrame(() => root.classList.add('is-visible'));
  setTimeout(() => {
    if (closing) return;
    root.classList.add('is-ready');
    layer.opened();
  }, LIGHTBOX.fadeMs);

  return {
    goTo,
    close: () => finish(false),
    get index() {
      return index;
    },
  };
}
