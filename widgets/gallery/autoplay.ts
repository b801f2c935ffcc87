import { isMobileViewport } from '../../src/images/device.ts';

/** Autoplay's numbers (docs/behaviour.md#gallery-autoplay): it resumes 1 s after the pointer leaves. */
export const AUTOPLAY_RESUME_MS = 1000;

/** Whether the page or the visitor turned motion off: `?nomotion=true` or `prefers-reduced-motion`. */
export function motionRefused(): boolean {
  if (new URLSearchParams(location.search).get('nomotion') === 'true') return true;
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Advances every `intervalMs` by calling `advance`, unless `held()` says
 * not now (a video is showing); held while the pointer is over one of
 * `hoverAreas` (not on mobile). Returns the stop function.
 */
export function startAutoplay(intervalMs: number, hoverAreas: HTMLElement[], held: () => boolean, advance: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
  };
  const tick = () => {
    if (!hovered && !held()) advance();
    schedule(intervalMs);
  };
  const enter = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || isMobileViewport()) return;
    hovered = true;
    clearTimeout(timer);
  };
  const leave = (event: PointerEvent) => {
    if (!hovered || (event.relatedTarget instanceof Node && hoverAreas.some((area) => area.contains(event.relatedTarget as Node)))) return;
    hovered = false;
    schedule(AUTOPLAY_RESUME_MS);
  };
  for (const area of hoverAreas) {
    area.addEventListener('pointerenter', enter);
    area.addEventListener('pointerleave', leave);
  }
  schedule(intervalMs);
  return () => {
    clearTimeout(timer);
    for (const area of hoverAreas) {
      area.removeEventListener('pointerenter', enter);
      area.removeEventListener('pointerleave', leave);
    }
  };
}
