/**
 * Escape in the backend (behaviour/layers.md#escape): with no layer open, plain
 * Escape in the editing frame closes the guide if it is open, otherwise
 * toggles full-screen preview. The config area keeps both states on its
 * root element (`data-guide-open`, `data-fullscreen-preview`), which its CSS
 * reads; the frame flips them and tells the config area by a message
 * (`{ type: 'site-runtime:escape', action }`) so its own code can follow.
 */
import { ownDocOf } from '../../dom/doc.ts';

/** What Escape did in the backend. */
export type BackendAction = 'close-guide' | 'toggle-preview';

/** The message the config area receives. */
const BACKEND_MESSAGE = 'site-runtime:escape';

/** Applies Escape to the config area's window `parent`; returns what it did. */
export function escapeInBackend(parent: Window): BackendAction {
  const root = ownDocOf(parent.document).documentElement;
  let action: BackendAction;
  if (root.hasAttribute('data-guide-open')) {
    root.removeAttribute('data-guide-open');
    action = 'close-guide';
  } else {
    root.toggleAttribute('data-fullscreen-preview');
    action = 'toggle-preview';
  }
  parent.postMessage({ type: BACKEND_MESSAGE, action }, location.origin);
  return action;
}
