// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimStart, markInitialized } from '../../../loader/guard.ts';

describe('the single-start guard', () => {
  afterEach(() => {
    delete window.SiteRuntime;
  });

  it('lets the first run start', () => {
    expect(claimStart(window)).toBe(true);
  });

  it('rejects a second run with one warning', () => {
    window.SiteRuntime = { register() {} } as never;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(claimStart(window)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]!.join(' ')).toContain('loader.js ran a second time on this page');
  });

  it('is not fooled by an element the page names SiteRuntime (behaviour/start-up.md#security-model)', () => {
    delete window.SiteRuntime;
    const anchor = document.body.appendChild(document.createElement('a'));
    anchor.id = 'SiteRuntime';
    // What a browser's named access gives (jsdom has none).
    window.SiteRuntime = anchor as never;
    expect(claimStart(window)).toBe(true);
    delete window.SiteRuntime;
    anchor.remove();
  });

  it('reads only an own data property, inside a try: a cross-origin window or a throwing getter stops nothing (docs/security.md#start-up)', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new DOMException('Blocked a frame', 'SecurityError');
        },
      },
    );
    // What a browser's named access gives for <iframe name="SiteRuntime" sandbox>: an inherited cross-origin Window.
    const proto = Object.create(Object.getPrototypeOf(window));
    proto.SiteRuntime = hostile;
    expect(claimStart(Object.create(proto) as Window)).toBe(true);
    Object.defineProperty(window, 'SiteRuntime', {
      configurable: true,
      get: () => {
        throw new Error('hostile getter');
      },
    });
    expect(claimStart(window)).toBe(true);
    delete window.SiteRuntime;
    // A page script's cross-origin window, set as an own property: read inside the try.
    window.SiteRuntime = hostile as never;
    expect(claimStart(window)).toBe(true);
  });

  it('sets data-site-initialized on the root element', () => {
    markInitialized();
    expect(document.documentElement.dataset.siteInitialized).toBe('true');
  });
});
