// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GALLERY_RESIZE_EMITTER_TIMEOUT_MS, createResizeEmitter } from '../../../../src/timing/resize-emitter.ts';

/** A window stand-in whose size the test sets. */
function fakeWindow(width = 1000, height = 800) {
  const target = new EventTarget() as EventTarget & { innerWidth: number; innerHeight: number };
  target.innerWidth = width;
  target.innerHeight = height;
  const resizeTo = (w: number, h = target.innerHeight): void => {
    target.innerWidth = w;
    target.innerHeight = h;
    target.dispatchEvent(new Event('resize'));
  };
  return { target: target as unknown as Window, resizeTo };
}

describe('createResizeEmitter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pins the documented timeouts', () => {
    expect(GALLERY_RESIZE_EMITTER_TIMEOUT_MS).toBe(100);
  });

  it.each([
    ['the default', undefined, 300],
    ['the gallery', 100, 100],
    ['a custom', 1000, 1000],
  ])('emits start once and end after %s quiet period', (_name, timeout, expected) => {
    const { target, resizeTo } = fakeWindow();
    const emitter = createResizeEmitter(timeout === undefined ? { target } : { target, timeout });
    const start = vi.fn();
    const end = vi.fn();
    emitter.on('start', start);
    emitter.on('end', end);

    resizeTo(900);
    vi.advanceTimersByTime(expected - 1);
    resizeTo(800);
    expect(start).toHaveBeenCalledOnce();
    expect(start).toHaveBeenCalledWith({ width: 900, height: 800 });
    expect(emitter.isResizing()).toBe(true);

    vi.advanceTimersByTime(expected - 1);
    expect(end).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(end).toHaveBeenCalledOnce();
    expect(end).toHaveBeenCalledWith({ width: 800, height: 800 });
    expect(emitter.isResizing()).toBe(false);
    emitter.destroy();
  });

  it('starts again after an end', () => {
    const { target, resizeTo } = fakeWindow();
    const emitter = createResizeEmitter({ target });
    const start = vi.fn();
    emitter.on('start', start);
    resizeTo(900);
    vi.advanceTimersByTime(300);
    resizeTo(700);
    expect(start).toHaveBeenCalledTimes(2);
    emitter.destroy();
  });

  it('ignores changes below the threshold', () => {
    const { target, resizeTo } = fakeWindow();
    const emitter = createResizeEmitter({ target, threshold: 50 });
    const start = vi.fn();
    emitter.on('start', start);
    resizeTo(990);
    expect(start).not.toHaveBeenCalled();
    resizeTo(950);
    expect(start).toHaveBeenCalledOnce();
    emitter.destroy();
  });

  it('stops listening on unsubscribe and on destroy', () => {
    const { target, resizeTo } = fakeWindow();
    const emitter = createResizeEmitter({ target });
    const start = vi.fn();
    const end = vi.fn();
    const off = emitter.on('start', start);
    emitter.on('end', end);
    off();
    resizeTo(900);
    expect(start).not.toHaveBeenCalled();
    emitter.destroy();
    vi.advanceTimersByTime(1000);
    expect(end).not.toHaveBeenCalled();
    resizeTo(800);
    vi.advanceTimersByTime(1000);
    expect(end).not.toHaveBeenCalled();
  });

  it('watches the global window by default', () => {
    const emitter = createResizeEmitter();
    const start = vi.fn();
    emitter.on('start', start);
    window.dispatchEvent(new Event('resize'));
    expect(start).toHaveBeenCalledOnce();
    emitter.destroy();
  });
});
