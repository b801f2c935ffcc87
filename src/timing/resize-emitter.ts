/**
 * Quiet period after the last resize before the end event, by default
 * (docs/behaviour/vocabulary.md#vocabulary: "a quiet period (300 ms by default)").
 */
const RESIZE_EMITTER_DEFAULT_TIMEOUT_MS = 300;

/** The gallery's shorter quiet period (behaviour/vocabulary.md#vocabulary: 100 ms). */
export const GALLERY_RESIZE_EMITTER_TIMEOUT_MS = 100;

/** A viewport size in CSS px. */
export interface ViewportSize {
  readonly width: number;
  readonly height: number;
}

/** The events of a resize emitter. */
export type ResizeEmitterEvent = 'start' | 'end';

/** Options of {@link createResizeEmitter}. */
export interface ResizeEmitterOptions {
  /** Quiet period in ms before `end`; default 300. */
  readonly timeout?: number;
  /**
   * Smallest change in px, in width or height, that counts as a resize;
   * default 0 (every resize event counts), as the gallery configures it.
   */
  readonly threshold?: number;
  /** The window to watch; default the global window. */
  readonly target?: Window;
}

/** A resize emitter: subscribe to start and end, then destroy. */
export interface ResizeEmitter {
  /** Listens to an event; returns a function that stops listening. */
  on(event: ResizeEmitterEvent, listener: (size: ViewportSize) => void): () => void;
  /** Whether a resize is in progress (start emitted, end not yet). */
  isResizing(): boolean;
  /** Stops watching the window and drops all listeners. */
  destroy(): void;
}

/**
 * Watches window resizes and emits `start` at the first resize and `end`
 * once no resize has happened for the quiet period (docs/behaviour/vocabulary.md#vocabulary: "a
 * start event at the first resize and an end event after a quiet period"). Layout work goes on `end`, so it runs once per drag, not per
 * frame.
 */
export function createResizeEmitter(options: ResizeEmitterOptions = {}): ResizeEmitter {
  const timeout = options.timeout ?? RESIZE_EMITTER_DEFAULT_TIMEOUT_MS;
  const threshold = options.threshold ?? 0;
  const target = options.target ?? window;
  const listeners: Record<ResizeEmitterEvent, Set<(size: ViewportSize) => void>> = {
    start: new Set(),
    end: new Set(),
  };
  const measure = (): ViewportSize => ({ width: target.innerWidth, height: target.innerHeight });
  let settled = measure();
  let resizing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const emit = (event: ResizeEmitterEvent, size: ViewportSize): void => {
    // oxlint-disable-next-line unicorn/no-useless-spread -- a copy: a listener may remove itself (or add one) while the set is read
    for (const listener of [...listeners[event]]) listener(size);
  };

  const onResize = (): void => {
    const size = measure();
    const changed = Math.abs(size.width - settled.width) >= threshold || Math.abs(size.height - settled.height) >= threshold;
    if (!resizing && !changed) return;
    if (!resizing) {
      resizing = true;
      emit('start', size);
    }
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      resizing = false;
      settled = measure();
      emit('end', settled);
    }, timeout);
  };

  target.addEventListener('resize', onResize);

  return {
    on(event, listener) {
      listeners[event].add(listener);
      return () => {
        listeners[event].delete(listener);
      };
    },
    isResizing: () => resizing,
    destroy() {
      target.removeEventListener('resize', onResize);
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      resizing = false;
      listeners.start.clear();
      listeners.end.clear();
    },
  };
}
