// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Layouts } from '../../support/layouts.ts';

// A module of its own per test: its queue and observer are the page's one.
let readThenWrite: typeof import('../../../../src/dom/layout-batch.ts').readThenWrite;

describe('readThenWrite (behaviour/blocks.md#many-blocks)', () => {
  beforeEach(async () => {
    vi.resetModules();
    ({ readThenWrite } = await import('../../../../src/dom/layout-batch.ts'));
    Layouts.made = [];
    vi.stubGlobal('ResizeObserver', Layouts);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs every read queued before the next layout, after it, then every write: one layout serves the reads', async () => {
    const log: string[] = [];
    const job = (name: string) =>
      readThenWrite(() => {
        log.push(`read ${name}`);
        return () => log.push(`write ${name}`);
      });
    const done = [job('a'), job('b'), job('c')];
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual([]); // nothing before the layout
    expect(Layouts.made).toHaveLength(1);
    expect(Layouts.made[0]!.observed).toEqual([document.documentElement]);
    Layouts.layout();
    expect(log).toEqual(['read a', 'read b', 'read c', 'write a', 'write b', 'write c']);
    await expect(Promise.all(done)).resolves.toHaveLength(3);
    // The next job waits for the next layout, with the same observer.
    void job('d');
    expect(log).toHaveLength(6);
    Layouts.layout();
    expect(log.slice(6)).toEqual(['read d', 'write d']);
    expect(Layouts.made).toHaveLength(1);
  });

  it('a read or write that throws rejects its own promise only', async () => {
    const written: string[] = [];
    const bad = readThenWrite(() => {
      throw new Error('read failed');
    });
    const badWrite = readThenWrite(() => () => {
      throw new Error('write failed');
    });
    const good = readThenWrite(() => () => void written.push('good'));
    Layouts.layout();
    await expect(bad).rejects.toThrow('read failed');
    await expect(badWrite).rejects.toThrow('write failed');
    await expect(good).resolves.toBeUndefined();
    expect(written).toEqual(['good']);
  });

  it('runs anyway when no layout comes within 1 s (a document that renders no frame)', async () => {
    const log: string[] = [];
    void readThenWrite(() => void log.push('read'));
    await vi.advanceTimersByTimeAsync(999);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['read']);
    Layouts.layout(); // the observer was let go: no second run
    expect(log).toEqual(['read']);
  });

  it('without ResizeObserver, or in a hidden tab, runs in a microtask', async () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const log: string[] = [];
    const first = readThenWrite(() => void log.push('read 1'));
    void readThenWrite(() => void log.push('read 2'));
    expect(log).toEqual([]);
    await first;
    expect(log).toEqual(['read 1', 'read 2']);
    vi.stubGlobal('ResizeObserver', Layouts);
    vi.spyOn(Document.prototype, 'visibilityState', 'get').mockReturnValue('hidden');
    await readThenWrite(() => void log.push('read 3'));
    expect(log).toEqual(['read 1', 'read 2', 'read 3']);
    expect(Layouts.made).toHaveLength(0);
  });
});
