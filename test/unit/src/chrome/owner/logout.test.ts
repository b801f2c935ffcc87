// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_URL, logout, logoutDestination } from '../../../../../src/chrome/owner/logout.ts';
import type { SiteRuntime } from '../../../../../src/runtime-api.ts';

function runtime(signedIn: boolean, emit = vi.fn()): SiteRuntime {
  return {
    context: { website: { id: 'w' }, pageType: 2, appDomain: 'example.com', ...(signedIn ? { authenticatedAccount: { id: 'a' } } : {}) },
    bus: { emit },
  } as unknown as SiteRuntime;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it('does nothing when nobody is signed in', async () => {
    expect(await logout(runtime(false))).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('runs once at a time: two calls make one POST', async () => {
    // jsdom cannot navigate; the failure after the event is what we look past here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => new Response('{"error":"nope"}', { status: 500 }));
    const rt = runtime(true);
    const first = logout(rt);
    const second = logout(rt);
    expect(second).toBe(first);
    expect(await first).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0]).startsWith(LOGOUT_URL)).toBe(true);
    expect((fetchMock.mock.calls[0]![1] as RequestInit).method).toBe('POST');
    // A failed logout can be tried again.
    await logout(rt);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends the browser to the site root with logout=true', () => {
    expect(logoutDestination()).toBe('/?logout=true');
  });

  it('inside the editing frame stays on this origin even when the page path starts with //', () => {
    const parent = { location: { pathname: '/config/' } };
    const frame = {
      top: {},
      parent,
      frameElement: { id: 'sqs-site-frame' },
      location: { pathname: '//other.example/landing', search: '?a=1', origin: 'https://site.example' },
    } as unknown as Window;
    expect(logoutDestination(frame)).toBe('/other.example/landing?a=1&logout=true');
    (frame.location as unknown as { pathname: string }).pathname = '/\\other.example/x';
    expect(logoutDestination(frame)).toBe('/other.example/x?a=1&logout=true');
  });
});
