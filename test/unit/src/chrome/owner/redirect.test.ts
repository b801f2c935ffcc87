// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roleIdsOf } from '../../../../../src/enums/role.ts';
import { ownerRedirectTarget } from '../../../../../src/chrome/owner/redirect.ts';
import type { SiteContext } from '../../../../../src/site-context.ts';

// The value the runtime uses, written out (its module keeps it private).
const NO_REDIRECT_KEY = 'site-runtime:noredirect';

const owner = (extra: Partial<SiteContext> = {}): SiteContext => ({
  website: { id: 'w1' },
  pageType: 2,
  authenticatedAccount: { id: 'a1' },
  websiteRoles: [1],
  ...extra,
});
const at = (search = '', hostname = 'shop.example.com') => ({ hostname, pathname: '/shop/item', search });

afterEach(() => sessionStorage.clear());

describe('ownerRedirectTarget', () => {
  it('keeps frameUrl a path on this origin when the page path starts with //', () => {
    const loc = { hostname: 'shop.example.com', pathname: '//other.example/landing', search: '' };
    expect(ownerRedirectTarget(owner(), loc)).toBe('/config/?frameUrl=%2Fother.example%2Flanding');
  });

  it('sends a signed-in owner in the top frame to /config/ with the encoded path and query', () => {
    expect(ownerRedirectTarget(owner(), at('?color=red&size=2'))).toBe('/config/?frameUrl=%2Fshop%2Fitem%3Fcolor%3Dred%26size%3D2');
  });

  it('leaves visitors, viewer-only accounts, developer mode, cloneable mode and localhost alone', () => {
    expect(ownerRedirectTarget({ website: { id: 'w' }, pageType: 2 }, at())).toBeUndefined();
    expect(ownerRedirectTarget(owner({ websiteRoles: [10] }), at())).toBeUndefined();
    expect(ownerRedirectTarget(owner({ websiteRoles: { a1: [10, 10] } }), at())).toBeUndefined();
    // As real pages carry it: an object keyed by role id.
    expect(ownerRedirectTarget(owner({ websiteRoles: { '10': true } }), at())).toBeUndefined();
    expect(ownerRedirectTarget(owner({ website: { id: 'w', developerMode: true } }), at())).toBeUndefined();
    expect(ownerRedirectTarget(owner({ website: { id: 'w', cloneable: true } }), at())).toBeUndefined();
    expect(ownerRedirectTarget(owner({ websiteCloneable: true }), at())).toBeUndefined();
    expect(ownerRedirectTarget(owner(), at('', 'localhost'))).toBeUndefined();
  });

  it('redirects a viewer who also holds another role', () => {
    expect(ownerRedirectTarget(owner({ websiteRoles: [10, 4] }), at())).toBeDefined();
    expect(ownerRedirectTarget(owner({ websiteRoles: { '10': true, '4': true } }), at())).toBeDefined();
  });

  it('stays in a frame', () => {
    const framed = { top: {} } as unknown as Window;
    expect(ownerRedirectTarget(owner(), at(), framed)).toBeUndefined();
  });

  it('remembers noredirect for the session', () => {
    expect(ownerRedirectTarget(owner(), at('?noredirect'))).toBeUndefined();
    expect(sessionStorage.getItem(NO_REDIRECT_KEY)).toBe('1');
    expect(ownerRedirectTarget(owner(), at())).toBeUndefined();
  });

  it('treats unavailable storage as no memory, with the documented warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(ownerRedirectTarget(owner(), at())).toBeDefined();
    expect(warn).toHaveBeenCalledWith('[site-runtime] Unable access local/session storage.');
  });
});

describe('helpers', () => {
  it('reads roles as a list or a map of lists', () => {
    expect(roleIdsOf([1, 4])).toEqual([1, 4]);
    expect(roleIdsOf({ '10': true })).toEqual([10]);
    expect(roleIdsOf({})).toEqual([]);
  });
  it('never redirects on localhost, known by name', () => {
    expect(ownerRedirectTarget(owner(), at('', 'localhost'))).toBeUndefined();
    expect(ownerRedirectTarget(owner(), at('', 'app.localhost'))).toBeUndefined();
    expect(ownerRedirectTarget(owner(), at('', '[::1]'))).toBeUndefined();
    expect(ownerRedirectTarget(owner(), at('', 'example.com'))).toBeDefined();
  });
});
