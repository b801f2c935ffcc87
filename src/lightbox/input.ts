import { isKey } from '../enums/key-code.ts';
import { watchSwipe } from '../gestures/swipe.ts';
import type { LightboxFrame } from './frame.ts';
import { LIGHTBOX } from './numbers.ts';

/**
 * How a visitor drives the lightbox (docs/behaviour/layers.md#lightbox): the
 * controls, the arrow keys (at most one move per 200 ms), a click on the
 * content (right half next, left half previous, not within 2 % of the
 * edges) or outside it (closes), swipe, and the caption toggle. Returns
 * the undo.
 */
export function watchLightboxInput(frame: LightboxFrame, step: (direction: 1 | -1) => void, close: () => void): () => void {
  const { root, track } = frame;
  let lastArrow = -Infinity;
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = isKey(event, 'LEFT') ? -1 : isKey(event, 'RIGHT') ? 1 : 0;
    if (!direction) return;
    event.preventDefault();
    const now = Date.now();
    if (now - lastArrow < LIGHTBOX.arrowThrottleMs) return;
    lastArrow = now;
    step(direction);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('button, a, iframe, .sqs-video-wrapper')) return;
    if (!target.closest('.sqs-lightbox-content')) return close();
    const x = event.clientX / (root.clientWidth || innerWidth);
    if (x < LIGHTBOX.edgeMargin || x > 1 - LIGHTBOX.edgeMargin) return;
    step(x >= 0.5 ? 1 : -1);
  };
  frame.close.addEventListener('click', close);
  frame.previous.addEventListener('click', () => step(-1));
  frame.next.addEventListener('click', () => step(1));
  frame.caption.addEventListener('click', () => {
    const shown = root.classList.toggle('sqs-lightbox--caption');
    frame.caption.setAttribute('aria-expanded', String(shown));
  });
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('click', onClick);
  const stopSwipe = watchSwipe(track, step);
  return () => {
    root.removeEventListener('keydown', onKeyDown);
    stopSwipe();
  };
}
