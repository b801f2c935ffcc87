// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript, resetScriptLoadsForTests } from '../../../../src/dom/load-script.ts';

const lastScript = () => document.head.querySelector<HTMLScriptElement>('script:last-of-type')!;

describe('loadScript', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetScriptLoadsForTests();
    document.head.replaceChildren();
  });
  afterEach(() => vi.useRealTimers());

  it('adds one script for any number of calls with the same URL and resolves on load', async () => {
    const a = loadScript('/x.js', { timeoutMs: 1000 });
    const b = loadScript('/x.js', { timeoutMs: 1000 });
    expect(a).toBe(b);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    lastScript().onload!(new Event('load'));
    await expect(a).resolves.toBeUndefined();
  });

  it('waits for ready() after the load, polling until the time limit', async () => {
    let api: object | undefined;
    const load = loadScript('/maps.js', { timeoutMs: 1000, ready: () => api });
    lastScript().onload!(new Event('load'));
    api = {};
    await vi.advanceTimersByTimeAsync(60);
    await expect(load).resolves.toBeUndefined();
  });

  it('rejects naming the URL when the time limit passes, removes the script, and tries again next time', async () => {
    const load = loadScript('/slow.js', { timeoutMs: 1000 });
    const failed = expect(load).rejects.toThrow(/slow\.js timed out after 1000 ms/);
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(loadScript('/slow.js', { timeoutMs: 1000 })).not.toBe(load);
  });

  it('rejects on a script error', async () => {
    const load = loadScript('/broken.js', { timeoutMs: 1000 });
    lastScript().onerror!(new Event('error'));
    await expect(load).rejects.toThrow(/broken\.js failed to load/);
  });
});
