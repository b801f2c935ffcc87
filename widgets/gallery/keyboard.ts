/**
 * Arrow keys for a gallery (docs/behaviour/gallery.md#gallery-input): key codes 37
 * and 39, ignored while focus is in a text field or editable element, and
 * left to the caller's `accept()` (in motion, out of the viewport, not the
 * primary of linked galleries, a layer open).
 */
import { isKey } from '../../src/enums/key-code.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** Whether the event comes from a place that types text. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.localName === 'textarea' ||
    target.localName === 'select' ||
    (target.localName === 'input' && !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes((target as HTMLInputElement).type))
  );
}

/** Whether some of the element is inside the viewport now. */
export function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
}

/** Listens for the arrows on the document; returns the undo. */
export function watchArrows(accept: () => boolean, onMove: (direction: 1 | -1) => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = isKey(event, 'LEFT') ? -1 : isKey(event, 'RIGHT') ? 1 : 0;
    if (!direction || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target) || !accept()) return;
    event.preventDefault();
    onMove(direction);
  };
  ownDoc.addEventListener('keydown', onKeyDown);
  return () => ownDoc.removeEventListener('keydown', onKeyDown);
}
