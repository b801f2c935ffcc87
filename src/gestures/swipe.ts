/**
 * Swipe on a gallery by pointer events, so mouse, pen and touch all work
 * (docs/behaviour/gallery.md#gallery-input), for the gallery and the lightbox: 50 px within 250 ms is a swipe, a
 * movement of 1 px or less is a tap, the axis locks after 10 px (a
 * vertical drag scrolls the page), and the last 5 samples give the
 * velocity that sets the transition time.
 */
const SWIPE = { distancePx: 50, withinMs: 250, tapPx: 1, axisLockPx: 10, samples: 5 } as const;

/** The move's duration for a swipe of `velocity` px/ms: 0.2–0.4 s under 767 px wide, else 0.3–0.5 s. */
export function swipeDurationMs(velocity: number, width: number): number {
  const [fast, slow] = width < 767 ? [200, 400] : [300, 500];
  return Math.round(slow - (slow - fast) * Math.min(1, Math.abs(velocity) / 2));
}

/** Calls `onSwipe(+1 | -1, velocity)` for each swipe on `surface`; returns the undo. */
export function watchSwipe(surface: HTMLElement, onSwipe: (direction: 1 | -1, velocity: number) => void): () => void {
  let start: { id: number; x: number; y: number; time: number } | undefined;
  let axis: 'x' | 'y' | undefined;
  let samples: Array<{ x: number; time: number }> = [];
  let moved = false;

  const onDown = (event: PointerEvent) => {
    if (!event.isPrimary || event.button > 0) return;
    start = { id: event.pointerId, x: event.clientX, y: event.clientY, time: performance.now() };
    axis = undefined;
    moved = false;
    samples = [{ x: event.clientX, time: performance.now() }];
  };
  const onMove = (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) > SWIPE.tapPx || Math.abs(dy) > SWIPE.tapPx) moved = true;
    if (!axis && Math.max(Math.abs(dx), Math.abs(dy)) >= SWIPE.axisLockPx) axis = Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
    samples.push({ x: event.clientX, time: performance.now() });
    if (samples.length > SWIPE.samples) samples.shift();
  };
  const onUp = (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return;
    const dx = event.clientX - start.x;
    const now = performance.now();
    const elapsed = now - start.time;
    const from = samples[0]!;
    const velocity = now > from.time ? (event.clientX - from.x) / (now - from.time) : 0;
    const lockedX = axis === 'x' || (!axis && Math.abs(dx) >= SWIPE.axisLockPx);
    start = undefined;
    if (lockedX && Math.abs(dx) >= SWIPE.distancePx && elapsed <= SWIPE.withinMs) onSwipe(dx < 0 ? 1 : -1, velocity);
  };
  // A drag is not a click: the click that follows it opens nothing.
  const onClick = (event: MouseEvent) => {
    if (!moved) return;
    moved = false;
    event.preventDefault();
    event.stopPropagation();
  };
  const onCancel = () => (start = undefined);
  surface.addEventListener('pointerdown', onDown);
  addEventListener('pointermove', onMove);
  addEventListener('pointerup', onUp);
  addEventListener('pointercancel', onCancel);
  surface.addEventListener('click', onClick, true);
  surface.addEventListener('dragstart', preventDefault);
  return () => {
    surface.removeEventListener('pointerdown', onDown);
    removeEventListener('pointermove', onMove);
    removeEventListener('pointerup', onUp);
    removeEventListener('pointercancel', onCancel);
    surface.removeEventListener('click', onClick, true);
    surface.removeEventListener('dragstart', preventDefault);
  };
}

const preventDefault = (event: Event) => event.preventDefault();
