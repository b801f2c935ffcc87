// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReporter } from '../../../../src/errors/reporter.ts';
import { MAX_STACK_LENGTH, toRecord, type ErrorRecord } from '../../../../src/errors/record.ts';

afterEach(() => vi.useRealTimers());

const record = (n: number): ErrorRecord => ({ event: 'error', data: { message: `e${n}`, pageUrl: '/' }, timestamp: n });

describe('the error reporter', () => {
  it('debounces sends by 1 s and queues at most 10', () => {
    vi.useFakeTimers();
    const batches: ErrorRecord[][] = [];
    const reporter = createReporter((batch) => batches.push(batch));
    for (let i = 0; i < 30; i++) reporter.add(record(i));
    vi.advanceTimersByTime(999);
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((r) => r.data.message)).toEqual(Array.from({ length: 10 }, (_, i) => `e${i}`));
    expect(reporter.stats()).toEqual({ sent: 1, queued: 0, dropped: 20 });
  });

  it('sends at most 20 batches per page', () => {
    vi.useFakeTimers();
    const batches: ErrorRecord[][] = [];
    const reporter = createReporter((batch) => batches.push(batch));
    for (let i = 0; i < 30; i++) {
      reporter.add(record(i));
      vi.advanceTimersByTime(1000);
    }
    expect(batches).toHaveLength(20);
    expect(reporter.stats().dropped).toBe(10);
  });

  it('contains a send that throws', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = createReporter(() => {
      throw new Error('offline');
    });
    reporter.add(record(1));
    expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
  });
});

describe('toRecord', () => {
  it('describes an uncaught error with its place and a stack cut to 5000 characters', () => {
    const error = new Error('boom');
    error.stack = 'x'.repeat(6000);
    const r = toRecord(
      new ErrorEvent('error', { message: 'Uncaught Error: boom', error, filename: 'https://x/app.js', lineno: 3, colno: 9 }),
      42,
      'https://x/page',
    );
    expect(r).toEqual({
      event: 'error',
      data: { message: 'Error: boom', stack: 'x'.repeat(MAX_STACK_LENGTH), url: 'https://x/app.js', line: 3, column: 9, pageUrl: 'https://x/page' },
      timestamp: 42,
    });
  });

  it('describes an unhandled rejection of anything', () => {
    expect(toRecord({ type: 'unhandledrejection', reason: { code: 7 } }, 1, '/p')).toEqual({
      event: 'unhandledrejection',
      data: { message: '{"code":7}', pageUrl: '/p' },
      timestamp: 1,
    });
    expect(toRecord({ type: 'unhandledrejection', reason: 'nope' }, 1, '/p').data.message).toBe('nope');
  });
});
