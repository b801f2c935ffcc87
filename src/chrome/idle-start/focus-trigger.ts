/**
 * The trigger of the focus-visible marker (src/dom/focus-visible.ts,
 * docs/behaviour/header.md#focus-visible): its chunk loads with the first key
 * press or focus on the page, not with the idle start every page loads. A
 * visitor who only reads and scrolls never downloads it; the first key or
 * focus is handed to it, so that focus is marked once the chunk has run.
 */
import { contained } from '../services/contained.ts';
import { ownDoc } from '../../dom/doc.ts';

/** Arms the trigger (once per page: the idle start's first start calls it). */
export function armFocusVisible(): void {
  // Each event that comes before the chunk has run is handed to it (marking twice does nothing).
  const use = (event: Event): void => {
    import('../../dom/focus-visible.ts').then((module) => module.startFocusVisible(event)).catch(contained('the focus-visible marker'));
  };
  for (const type of ['keydown', 'focus']) ownDoc.addEventListener(type, use, { capture: true, passive: true, once: true });
}
