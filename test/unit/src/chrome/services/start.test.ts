// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { startFlows } from '../../../../../src/chrome/services/start.ts';
import type { SiteRuntime } from '../../../../../src/runtime-api.ts';

const runtime = (context: Record<string, unknown>): SiteRuntime =>
  ({ context: { website: { id: 'w' }, pageType: 2, ...context }, bus: { emit: vi.fn() }, ready: Promise.resolve() }) as unknown as SiteRuntime;

describe('startFlows', () => {
  it('starts nothing for a plain visitor page', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await startFlows(runtime({}), new URLSearchParams(''));
    expect(document.documentElement.hasAttribute('data-page-module')).toBe(false);
    expect(document.querySelector('.site-dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("shows 'Logout Successful' for logout=true and takes the parameter out of the address", async () => {
    history.replaceState(null, '', '/shop?logout=true&x=1');
    await startFlows(runtime({}), new URLSearchParams('logout=true&x=1'));
    const notice = document.querySelector('.site-dialog')!;
    expect(notice.getAttribute('data-dialog-kind')).toBe('information');
    expect(notice.textContent).toBe('Logout SuccessfulYou have been successfully logged out.');
    expect(location.search).toBe('?x=1');
  });
});
