/**
 * Runs a callback when the page is hidden or put away (tab switch, close,
 * navigation, bfcache): the last moment a beacon is sure to go. `pagehide`
 * and `visibilitychange`, never `unload`, which would keep the page out of
 * the back/forward cache.
 */
import { fail } from '../log.ts';
import { ownDocOf } from '../dom/doc.ts';

/** Calls `callback` each time the page is hidden; a callback that throws is logged. */
export function onPageHide(callback: () => void, win: Window = window): void {
  const run = () => {
    try {
      callback();
    } catch (error) {
      fail('a page-hide callback threw', error);
    }
  };
  const onVisibility = () => {
    if (ownDocOf(win.document).visibilityState === 'hidden') run();
  };
  win.addEventListener('pagehide', run);
  // Through the prototype: an `<img name="addEventListener">` shadows the document's own (docs/security.md#named-members).
  ownDocOf(win.document).addEventListener('visibilitychange', onVisibility);
}
