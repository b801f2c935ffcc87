import type { MarqueeProps } from './data.ts';
import type { MarqueeTrack } from './track.ts';

/** Pixels a second at speed 1. */
const BASE_SPEED_PX_PER_S = 60;

/**
 * Runs the track while the block is visible, motion is allowed and (with
 * `pausedOnHover`) the pointer is not over it; `data-marquee-state` says
 * which. Returns the undo.
 */
export function startMotion(element: HTMLElement, props: MarqueeProps, track: MarqueeTrack): () => void {
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  let visible = false;
  let hovered = false;
  let frame = 0;
  let last: number | undefined;
  let offset = 0;
  const tick = (now: number) => {
    const length = track.sequenceLength();
    if (last !== undefined && length > 0) {
      const step = ((now - last) / 1000) * BASE_SPEED_PX_PER_S * props.animationSpeed;
      // Left: the text moves towards the path's start; right: away from it. Offsets stay in (-length, 0].
      offset = props.animationDirection === 'left' ? offset - step : offset + step;
      offset = ((offset % length) - length) % length;
      track.place(offset);
    }
    last = now;
    frame = requestAnimationFrame(tick);
  };
  const update = () => {
    const run = visible && !reducedMotion.matches && !(props.pausedOnHover && hovered) && props.animationSpeed > 0;
    element.setAttribute('data-marquee-state', run ? 'running' : reducedMotion.matches ? 'still' : 'paused');
    if (run && !frame) {
      last = undefined;
      frame = requestAnimationFrame(tick);
    } else if (!run && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
  };
  const visibility = new IntersectionObserver((entries) => {
    visible = entries.some((entry) => entry.isIntersecting);
    update();
  });
  visibility.observe(element);
  const onEnter = () => {
    hovered = true;
    update();
  };
  const onLeave = () => {
    hovered = false;
    update();
  };
  element.addEventListener('pointerenter', onEnter);
  element.addEventListener('pointerleave', onLeave);
  reducedMotion.addEventListener('change', update);
  update();
  return () => {
    cancelAnimationFrame(frame);
    visibility.disconnect();
    reducedMotion.removeEventListener('change', update);
    element.removeEventListener('pointerenter', onEnter);
    element.removeEventListener('pointerleave', onLeave);
  };
}
