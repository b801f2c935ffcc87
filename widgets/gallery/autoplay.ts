import { isMobileViewport } from '../../src/enums/breakpoints.ts';

/** Autoplay's numbers (docs/behaviour/gallery.md#gallery-autoplay): it resumes 1 s after the pointer or focus leaves. */
const AUTOPLAY_RESUME_MS = 1000;

/** The media query of visitors who asked for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the page or the visitor turned motion off: `?nomotion=true` or `prefers-reduced-motion`. */
export function motionRefused(): boolean {
  if (new URLSearchParams(location.search).get('nomotion') === 'true') return true;
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** A running autoplay: called, it stops for good (so it is an undo as it stands). */
export interface Autoplay {
  (): void;
  /** Paused by the visitor's pause control: no move until {@link Autoplay.play}. */
  readonly paused: boolean;
  pause(): void;
  play(): void;
  stop(): void;
}

/**
 * Whether the pointer (not a touch, not on mobile) or focus is inside one of `areas`: `entered`
 * runs when either comes in, `left` when one leaves the areas altogether. `remove` stops listening.
 */
function watchPresence(areas: HTMLElement[], entered: () => void, left: () => void): { inside: () => boolean; remove: () => void } {
  let hovered = false;
  let focused = false;
  const within = (node: EventTarget | null) => node instanceof Node && areas.some((area) => area.contains(node));
  const enter = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || isMobileViewport()) return;
    hovered = true;
    entered();
  };
  const leave = (event: PointerEvent) => {
    if (!hovered || within(event.relatedTarget)) return;
    hovered = false;
    left();
  };
  const focusIn = () => {
    focused = true;
    entered();
  };
  const focusOut = (event: FocusEvent) => {
    if (!focused || within(event.relatedTarget)) return;
    focused = false;
    left();
  };
  const listeners = [
    ['pointerenter', enter],
    ['pointerleave', leave],
    ['focusin', focusIn],
    ['focusout', focusOut],
  ] as const;
  for (const area of areas) for (const [name, listener] of listeners) area.addEventListener(name, listener as EventListener);
  return {
    inside: () => hovered || focused,
    remove: () => {
      for (const area of areas) for (const [name, listener] of listeners) area.removeEventListener(name, listener as EventListener);
    },
  };
}

/**
 * Advances every `intervalMs` by calling `advance`, unless `held()` says
 * not now (a video is showing); held while the pointer is over one of
 * `hoverAreas` (not on mobile) or focus is inside one (a keyboard user
 * never has the slide taken from under them, WCAG 2.2.2), and while paused.
 */
export function startAutoplay(intervalMs: number, hoverAreas: HTMLElement[], held: () => boolean, advance: () => void): Autoplay {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;
  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!paused && !presence.inside()) timer = setTimeout(tick, ms);
  };
  const tick = () => {
    if (!held()) advance();
    schedule(intervalMs);
  };
  const presence = watchPresence(
    hoverAreas,
    () => clearTimeout(timer),
    () => schedule(AUTOPLAY_RESUME_MS),
  );
  schedule(intervalMs);
  const stop = () => {
    paused = true;
    clearTimeout(timer);
    presence.remove();
  };
  return Object.defineProperties(stop as Autoplay, {
    paused: { get: () => paused },
    pause: {
      value() {
        paused = true;
        clearTimeout(timer);
      },
    },
    play: {
      value() {
        paused = false;
        schedule(intervalMs);
      },
    },
    stop: { value: stop },
  });
}
