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
    expect(a).toBe(b);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    lastScript().onload!(new Event('load'));
    await expect(a).resolves.toBeUndefined();
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
    expect(loadScript('/slow.js', { timeoutMs: 1000, host: 'provider.example' })).not.toBe(load);
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
