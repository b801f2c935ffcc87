import { vi } from 'vitest';

/**
 * jsdom has neither ResizeObserver nor frames: a ResizeObserver the test
 * drives (`report`) and animation frames it runs (`nextFrame`), so a test
 * can tell what a callback wrote inside the observer's report from what it
 * wrote in the next frame (docs/behaviour/blocks.md#resize-writes).
 */
export function fakeResizeAndFrames() {
  const observers = new Set<{ callback: ResizeObserverCallback; targets: Element[]; self: ResizeObserver }>();
  class FakeResizeObserver {
    private readonly record;
    constructor(callback: ResizeObserverCallback) {
      this.record = { callback, targets: [] as Element[], self: this as unknown as ResizeObserver };
      observers.add(this.record);
    }
    observe(target: Element): void {
      this.record.targets.push(target);
    }
    unobserve(target: Element): void {
      this.record.targets = this.record.targets.filter((t) => t !== target);
    }
    disconnect(): void {
      this.record.targets = [];
    }
  }
  let frames = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => void frames.delete(id));
  return {
    /** The browser's report of `target`'s new content box to every observer watching it. */
    report(target: Element, width: number, height = 100): void {
      const contentRect = { width, height, x: 0, y: 0, top: 0, left: 0, right: width, bottom: height } as DOMRectReadOnly;
      const entry = { target, contentRect, borderBoxSize: [], contentBoxSize: [], devicePixelContentBoxSize: [] } as unknown as ResizeObserverEntry;
      // oxlint-disable-next-line unicorn/no-useless-spread -- a copy: a callback may disconnect (remove) its observer
      for (const observer of [...observers]) if (observer.targets.includes(target)) observer.callback([entry], observer.self);
    },
    /** How many frames are asked for and not yet run. */
    pending: () => frames.size,
    /** Runs the frames asked for so far. */
    nextFrame(): void {
      const due = frames;
      frames = new Map();
      for (const callback of due.values()) callback(performance.now());
    },
  };
}
