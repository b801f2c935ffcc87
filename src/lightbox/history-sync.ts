/**
 * The lightbox's history sync (docs/behaviour/layers.md#lightbox): the address
 * carries the slide while it is open, and the browser's Back closes it.
 */
export interface HistorySync {
  /** The slide changed: the entry's address follows. */
  update(index: number): void;
  /** The lightbox closed; `byBack` when Back closed it (the entry is already gone). */
  release(byBack: boolean): void;
}

import { sameOriginUrl } from '../dom/same-origin-url.ts';
import { warn } from '../log.ts';

let nextId = 0;

/** What a lightbox keeps when the address cannot follow it: it still opens, closes and moves. */
const NO_SYNC: HistorySync = { update() {}, release() {} };

/**
 * Pushes an entry for the open lightbox (or, when the page was opened on
 * the slide's address, takes over the current one) and calls `onBack` when
 * the visitor goes back past it.
 */
export function syncHistory(urlFor: (index: number) => string, index: number, replace: boolean, onBack: () => void): HistorySync {
  const id = `lightbox-${++nextId}`;
  const before = location.href;
  const state = () => ({ ...history.state, siteLightbox: id });
  const at = (i: number) => sameOriginUrl(urlFor(i));
  try {
    if (replace) history.replaceState(state(), '', at(index));
    else history.pushState(state(), '', at(index));
  } catch (error) {
    // A history the browser refuses (an opaque origin, a sandboxed frame) costs only the sync.
    warn('the lightbox cannot follow the address:', error);
    return NO_SYNC;
  }
  const onPop = () => {
    if ((history.state as { siteLightbox?: string } | null)?.siteLightbox !== id) onBack();
  };
  addEventListener('popstate', onPop);
  return {
    update: (current) => history.replaceState(history.state, '', at(current)),
    release(byBack) {
      removeEventListener('popstate', onPop);
      if (byBack || (history.state as { siteLightbox?: string } | null)?.siteLightbox !== id) return;
      if (replace) {
        // The page was opened on the slide: clear the fragment in place.
        const url = new URL(before);
        url.hash = '';
        const { siteLightbox: _, ...rest } = (history.state ?? {}) as Record<string, unknown>;
        history.replaceState(rest, '', url.href);
      } else history.back();
    },
  };
}
