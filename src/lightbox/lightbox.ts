/**
 * The lightbox (docs/behaviour/layers.md#lightbox): a DOM viewer over the page, on
 * the Escape stack like the dialogs. Life cycle: created, the overlay fades
 * in, content and the close control show, focus is contained; it closes by
 * the close control, Escape, a click outside the image or Back (history
 * sync), then fades out, is removed, the body loses its open-class and
 * focus goes back where it was.
 */
import { adoptStyles } from '../chrome/dialog/adopt-styles.ts';
import { isMobileViewport } from '../enums/breakpoints.ts';
import { containFocus, focusInside, rememberFocus } from '../layers/focus.ts';
import { lockScroll } from '../layers/scroll-lock.ts';
import { pushLayer } from '../layers/stack.ts';
import { buildFrame } from './frame.ts';
import { syncHistory } from './history-sync.ts';
import { watchLightboxInput } from './input.ts';
import { BODY_OPEN_CLASS, LIGHTBOX } from './numbers.ts';
import { createSlideSet } from './slide-set.ts';
import type { LightboxHandle, LightboxOptions } from './types.ts';
import LIGHTBOX_CSS from './lightbox.css?raw';
import { ownDoc } from '../dom/doc.ts';

/** Slide `target` of `count`: round the ends when `loop`, else held at them. */
const slideIndex = (target: number, count: number, loop: boolean): number =>
  loop ? ((target % count) + count) % count : Math.min(count - 1, Math.max(0, target));

/**
 * Puts the frame over the page with the focus in it; the next frame the
 * overlay fades in, then (unless `closed()` says it has closed meanwhile)
 * the content and close control show. Returns the release of the focus.
 */
function showOverPage(frame: ReturnType<typeof buildFrame>, closed: () => boolean): () => void {
  const { root } = frame;
  ownDoc.body.append(root);
  ownDoc.body.classList.add(BODY_OPEN_CLASS);
  const releaseFocus = containFocus({ container: root });
  focusInside(root, frame.close);
  requestAnimationFrame(() => root.classList.add('is-visible'));
  setTimeout(() => {
    if (closed()) return;
    root.classList.add('is-ready');
  }, LIGHTBOX.fadeMs);
  return releaseFocus;
}

/** Builds and opens a lightbox over the page; see {@link LightboxOptions}. */
export function createLightbox(options: LightboxOptions): LightboxHandle {
  adoptStyles('lightbox', LIGHTBOX_CSS);
  const count = options.items.length;
  const mobile = isMobileViewport();
  const loop = options.loop ?? !mobile;
  let index = Math.min(Math.max(0, options.index | 0), Math.max(0, count - 1));
  let closing = false;
  const frame = buildFrame(count, mobile);
  const { root } = frame;
  const slides = createSlideSet(frame, options.items, loop);
  const goTo = (target: number) => {
    if (closing || count === 0) return;
    const wanted = slideIndex(target, count, loop);
    if (wanted === index) return;
    index = wanted;
    slides.show(index);
    history?.update(index);
    options.onChange?.(index);
  };

  const restoreFocus = rememberFocus();
  const unlockScroll = lockScroll();
  const layer = pushLayer({ kind: 'lightbox', element: root, close: () => finish(false) });
  let history: ReturnType<typeof syncHistory> | undefined;
  // Nothing of an opening that failed stays behind: no locked page, no layer that Escape would reach.
  const stopInput = undoneOnThrow(() => {
    history = options.urlFor ? syncHistory(options.urlFor, index, options.openedFromAddress === true, () => finish(true)) : undefined;
    return watchLightboxInput(
      frame,
      (direction) => goTo(index + direction),
      () => finish(false),
    );
  }, [() => layer.remove(), unlockScroll]);
  function finish(byBack: boolean): void {
    if (closing) return;
    closing = true;
    layer.remove();
    history?.release(byBack);
    root.classList.remove('is-visible', 'is-ready');
    stopInput();
    setTimeout(() => {
      slides.destroy();
      root.remove();
      releaseFocus();
      ownDoc.body.classList.remove(BODY_OPEN_CLASS);
      unlockScroll();
      restoreFocus();
      options.onClose?.();
    }, LIGHTBOX.fadeMs);
  }

  slides.show(index);
  const releaseFocus = showOverPage(frame, () => closing);

  return {
    goTo,
    close: () => finish(false),
    get index() {
      return index;
    },
  };
}

/** What `start` returns; when it throws, `undo` runs (each step) before the error goes on. */
function undoneOnThrow<T>(start: () => T, undo: Array<() => void>): T {
  try {
    return start();
  } catch (error) {
    for (const step of undo) step();
    throw error;
  }
}
