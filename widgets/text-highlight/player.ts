import type { HighlightSettings } from './data.ts';
import { drawSegments, measureMarks, type MarkBoxes, type Segment } from './draw.ts';
import { schedule } from './timing.ts';

/**
 * The highlights' play state: drawn hidden and `waiting`, `playing` once in
 * view, then `done`; drawn at once (`done`) under reduced motion or with the
 * animation off. `data-highlight-state` on the block says which.
 */
export function createPlayer(element: HTMLElement, layer: HTMLElement, marks: HTMLElement[], first: HighlightSettings) {
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  let settings = first;
  let segments: Segment[] = [];
  let played = false;
  let inView = false;
  let timers: Array<ReturnType<typeof setTimeout>> = [];
  const state = (value: string) => element.setAttribute('data-highlight-state', value);
  const still = () => reducedMotion.matches || !settings.isAnimationEnabled;
  const stop = () => {
    timers.forEach(clearTimeout);
    timers = [];
  };

  const measure = () => measureMarks(element, marks);
  /** Draws the segments anew, where the marks are (`boxes`, read before any write), or where they are now. */
  const build = (final: boolean, boxes = measure()) => {
    stop();
    for (const { path } of segments) path.getAnimations?.().forEach((a) => a.cancel());
    layer.replaceChildren();
    segments = drawSegments(layer, boxes, settings);
    // Hidden until played: a draw starts from an undrawn line, fades from nothing.
    for (const { svg, path } of segments) hide(svg, path, settings, !final);
  };
  const play = () => {
    if (played) return;
    played = true;
    if (still()) {
      build(true);
      state('done');
      return;
    }
    state('playing');
    const slots = schedule(
      settings.duration,
      segments.map((s) => s.distance),
    );
    segments.forEach((segment, i) => animate(segment, settings, slots[i]!));
    const end = slots.length ? slots[slots.length - 1]!.delay + slots[slots.length - 1]!.duration : 0;
    timers.push(setTimeout(() => state('done'), end));
  };
  /** Starts over, with `next` settings when they changed (and the marks at `boxes` when measured): waiting, or played at once when in view. */
  const reset = (next?: HighlightSettings, boxes?: MarkBoxes) => {
    if (next) settings = next;
    played = false;
    build(still(), boxes);
    if (still()) {
      played = true;
      state('done');
    } else {
      state('waiting');
      if (inView) play();
    }
  };
  const seen = (visible: boolean) => {
    inView = visible;
    if (inView) play();
  };
  return { layer, reducedMotion, measure, reset, seen, redraw: () => build(played), stop };
}

/** The start state of a segment: undrawn or invisible (or, `final`, fully drawn). */
function hide(svg: SVGSVGElement, path: SVGPathElement, settings: HighlightSettings, hidden: boolean): void {
  if (settings.animation === 'draw') {
    path.style.strokeDasharray = '1';
    path.style.strokeDashoffset = hidden ? (settings.direction === 'rtl' ? '-1' : '1') : '0';
  } else {
    svg.style.opacity = hidden ? '0' : '1';
  }
}

/** Plays one segment with the Web Animations API (allowed under a strict CSP). */
function animate({ svg, path }: Segment, settings: HighlightSettings, slot: { delay: number; duration: number }): void {
  const timing: KeyframeAnimationOptions = { delay: slot.delay, duration: slot.duration, easing: 'ease-in-out', fill: 'forwards' };
  if (settings.animation === 'draw') {
    path.animate([{ strokeDashoffset: settings.direction === 'rtl' ? -1 : 1 }, { strokeDashoffset: 0 }], timing);
  } else if (settings.animation === 'fade') {
    svg.animate([{ opacity: 0 }, { opacity: 1 }], timing);
  } else {
    svg.animate(
      [
        { opacity: 0, transform: 'scale(0.8)' },
        { opacity: 1, transform: 'scale(1)' },
      ],
      timing,
    );
  }
}
