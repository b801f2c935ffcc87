// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inSlices } from '../../../../src/blocks/in-slices.ts';

/** A clock that each item moves on by `ms`, so a slice's 8 ms are spent by the items themselves. */
function slowItems(count: number, ms: number) {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const seen: number[] = [];
  const each = (item: number) => {
    seen.push(item);
    now += ms;
  };
  return { items: Array.from({ length: count }, (_, i) => i), each, seen };
}

describe('inSlices (behaviour/blocks.md#many-blocks)', () => {
  afterEach(() => vi.useRealTimers());

  it('does a short list at once, in the caller task, however slow its items, when asked to (the page scan)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { items, each, seen } = slowItems(16, 50);
    const done = vi.fn();
    inSlices(items, each, done, Infinity, 16);
    expect(seen).toHaveLength(16);
    expect(done).toHaveBeenCalledOnce();
  });

  it('on a long list the caller task does those first items only, however fast, and the clock takes the rest in later tasks', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { items, each, seen } = slowItems(1000, 0);
    const done = vi.fn();
    inSlices(items, each, done, Infinity, 16);
    expect(seen).toHaveLength(16);
    expect(done).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(seen).toEqual(items);
    expect(done).toHaveBeenCalledOnce();
  });

  it('otherwise does one slow item a slice (mounts: sixteen at once made 50 ms runs)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { items, each, seen } = slowItems(3, 50);
    const done = vi.fn();
    inSlices(items, each, done);
    expect(seen).toHaveLength(1);
    vi.runAllTimers();
    expect(seen).toHaveLength(3);
    expect(done).toHaveBeenCalledOnce();
  });

  it('yields between slices of about 8 ms on a long list, then calls done once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { items, each, seen } = slowItems(100, 1);
    const done = vi.fn();
    inSlices(items, each, done);
    expect(seen.length).toBeLessThan(100);
    expect(done).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(seen).toEqual(items);
    expect(done).toHaveBeenCalledOnce();
  });

  it('handles at most `most` items a slice', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { items, each, seen } = slowItems(10, 0);
    inSlices(items, each, undefined, 4);
    expect(seen).toEqual([0, 1, 2, 3]);
    vi.advanceTimersToNextTimer();
    expect(seen).toHaveLength(8);
  });
});
