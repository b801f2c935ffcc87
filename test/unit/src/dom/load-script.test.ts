// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from '../../../../src/dom/load-script.ts';

const lastScript = () => document.head.querySelector<HTMLScriptElement>('script:last-of-type')!;

describe('loadScript', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.replaceChildren();
  });
  afterEach(() => vi.useRealTimers());

  it('adds one script for any number of calls with the same URL and resolves on load', async () => {
    const a = loadScript('/x.js', { timeoutMs: 1000, host: 'provider.example' });
    const b = loadScript('/x.js', { timeoutMs: 1000, host: 'provider.example' });
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    lastScript().onload!(new Event('load'));
    await expect(a).resolves.toBeUndefined();
    await expect(b).resolves.toBeUndefined();
    await expect(loadScript('/x.js', { timeoutMs: 1000, host: 'provider.example' })).resolves.toBeUndefined();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('gives each call its own time limit: a short one fails alone and the load goes on for a longer one', async () => {
    const short = loadScript('/widget.js', { timeoutMs: 400, host: 'provider.example' });
    const long = loadScript('/widget.js', { timeoutMs: 10000, host: 'provider.example' });
    const shortFailed = expect(short).rejects.toThrow(/widget\.js timed out after 400 ms/);
    await vi.advanceTimersByTimeAsync(400);
    await shortFailed;
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(600);
    lastScript().onload!(new Event('load'));
    await expect(long).resolves.toBeUndefined();
  });

  it('keeps the load going until the longest limit, then removes the script and rejects each call naming its own limit', async () => {
    const long = loadScript('/hung.js', { timeoutMs: 2000, host: 'provider.example' });
    const short = loadScript('/hung.js', { timeoutMs: 500, host: 'provider.example' });
    const failures = [expect(short).rejects.toThrow(/hung\.js timed out after 500 ms/), expect(long).rejects.toThrow(/hung\.js timed out after 2000 ms/)];
    await vi.advanceTimersByTimeAsync(1999);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(failures);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('stops listening to a script it gave up on: a late load starts no wait for ready()', async () => {
    const ready = vi.fn(() => undefined);
    const load = loadScript('/late.js', { timeoutMs: 500, ready, host: 'provider.example' });
    const failed = expect(load).rejects.toThrow(/late\.js timed out after 500 ms/);
    const script = lastScript();
    await vi.advanceTimersByTimeAsync(500);
    await failed;
    expect(script.onload).toBeNull();
    expect(script.onerror).toBeNull();
    expect(ready).not.toHaveBeenCalled();
  });

  it('waits for ready() after the load, polling until the time limit', async () => {
    let api: object | undefined;
    const load = loadScript('/maps.js', { timeoutMs: 1000, ready: () => api, host: 'provider.example' });
    lastScript().onload!(new Event('load'));
    api = {};
    await vi.advanceTimersByTimeAsync(60);
    await expect(load).resolves.toBeUndefined();
  });

  it('rejects naming the URL when the time limit passes, removes the script, and tries again next time', async () => {
    const load = loadScript('/slow.js', { timeoutMs: 1000, host: 'provider.example' });
    const failed = expect(load).rejects.toThrow(/slow\.js timed out after 1000 ms/);
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    void loadScript('/slow.js', { timeoutMs: 1000, host: 'provider.example' }).catch(() => {});
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('rejects on a script error', async () => {
    const load = loadScript('/broken.js', { timeoutMs: 1000, host: 'provider.example' });
    lastScript().onerror!(new Event('error'));
    await expect(load).rejects.toThrow(/broken\.js failed to load/);
  });

  it("loads from the provider's https host and from this site, and refuses every other source without a request", async () => {
    loadScript('https://provider.example/api.js', { timeoutMs: 1000, host: 'provider.example' });
    expect(lastScript().src).toBe('https://provider.example/api.js');
    for (const url of [
      'data:text/javascript,window.pwned=1',
      'javascript:alert(1)',
      `blob:${location.origin}/0d7c7a2e`,
      'https://attacker.example/api.js',
      '//attacker.example/api.js',
      'http://provider.example/api.js',
      'https://provider.example.attacker.example/api.js',
    ]) {
      await expect(loadScript(url, { timeoutMs: 1000, host: 'provider.example', field: 'scriptUrl' }), url).rejects.toThrow(
        `field "scriptUrl": script "${url}" refused: only https://provider.example or this site's own files may run`,
      );
    }
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
