// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  THROTTLE_SAMPLE_COUNT,
  THROTTLE_WAIT_FACTOR,
  throttleByRunTime,
} from '../../../../src/timing/throttle.ts';
import type { ThrottleClock } from '../../../../src/timing/throttle.ts';

describe('throttleByRunTime', () => {
  let now = 0;
  let clock: ThrottleClock;

  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
    clock = {
      now: () => now,
      setTimeout: (callback, ms) => setTimeout(() => {
        now += ms;
        callback();
      }, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
  });
  afterEach(() => vi.useRealTimers());

  /** A job that "takes" `cost` ms of the fake clock and records its args. */
  const job = (cost: () => number) => {
    const calls: number[] = [];
    const fn = (value: number): void => {
      calls.push(value);
      now += cost();
    };
    return { calls, fn };
  };

  it('pins the documented values', () => {
    expect(THROTTLE_SAMPLE_COUNT).toBe(22);
    expect(THROTTLE_WAIT_FACTOR).toBe(2);
  });

  it('runs the first call at once and then waits twice the average run time', () => {
    const { calls, fn } = job(() => 10);
    const throttled = throttleByRunTime(fn, clock);
    throttled(1);
    expect(calls).toEqual([1]);
    expect(throttled.wait()).toBe(20);
    throttled(2);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(19);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 2]);
  });

  it('merges calls during the wait into one trailing run with the latest arguments', () => {
    const { calls, fn } = job(() => 5);
    const throttled = throttleByRunTime(fn, clock);
    throttled(1);
    throttled(2);
    throttled(3);
    throttled(4);
    vi.advanceTimersByTime(10);
    expect(calls).toEqual([1, 4]);
  });

  it('runs at once when the wait has already passed', () => {
    const { calls, fn } = job(() => 5);
    const throttled = throttleByRunTime(fn, clock);
    throttled(1);
    now += 10;
    throttled(2);
    expect(calls).toEqual([1, 2]);
  });

  it('averages over the last 22 runs only', () => {
    const costs = [100, ...Array<number>(THROTTLE_SAMPLE_COUNT).fill(0)];
    const { fn } = job(() => costs.shift() ?? 0);
    const throttled = throttleByRunTime(fn, clock);
    throttled(0); // the 100 ms run
    expect(throttled.wait()).toBe(200);
    for (let i = 1; i < THROTTLE_SAMPLE_COUNT; i += 1) {
      now += 1000;
      throttled(i);
    }
    // 22 samples: the 100 ms run and 21 instant ones.
    expect(throttled.wait()).toBeCloseTo(200 / 22, 10);
    now += 1000;
    throttled(99);
    // The 23rd run pushes the 100 ms sample out.
    expect(throttled.wait()).toBe(0);
  });

  it('cancel drops the trailing run', () => {
    const { calls, fn } = job(() => 10);
    const throttled = throttleByRunTime(fn, clock);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(100);
    expect(calls).toEqual([1]);
  });

  it('still records the run time when the function throws', () => {
    const throttled = throttleByRunTime(() => {
      now += 8;
      throw new Error('boom');
    }, clock);
    expect(() => throttled()).toThrow('boom');
    expect(throttled.wait()).toBe(16);
  });

  it('works with the default clock', () => {
    vi.useRealTimers();
    const fn = vi.fn();
    const throttled = throttleByRunTime(fn);
    throttled();
    expect(fn).toHaveBeenCalledOnce();
  });
});
