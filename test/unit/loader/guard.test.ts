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
    window.SiteRuntime = {} as never;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(claimStart(window)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]!.join(' ')).toContain('loader.js ran a second time on this page');
  });

  it('sets data-site-initialized on the root element', () => {
    markInitialized(document);
    expect(document.documentElement.dataset.siteInitialized).toBe('true');
  });
});
