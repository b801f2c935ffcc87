// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUTTON_CONTEXT, trackButtonClick, trackButtonRender, trackFormRender, trackOverlay } from '../../../../src/census/index.ts';
import type { SiteContext } from '../../../../src/site-context.ts';

const visitor: SiteContext = { website: { id: 'w1' }, pageType: 2, collection: { id: 'c1' }, item: { id: 'i1' } };
const payload = {
  id: 'b1',
  buttonText: 'Buy',
  clickthroughUrl: '/buy',
  alignment: 'left',
  size: 'small',
  newWindow: true,
  context: BUTTON_CONTEXT.POPUP_OVERLAY,
};

function stubFetch() {
  const fetch = vi.fn(async (_path: string, _init: RequestInit) => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([path, init]) => ({ path, fields: Object.fromEntries(init.body as URLSearchParams) }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of ['ss_cvr', 'ss_cvt', 'ss_cookieAllowed']) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('census calls', () => {
  it('a viewer-only account is counted once the role table has loaded: the first call waits for it', async () => {
    const calls = stubFetch();
    await trackFormRender('form-v', { ...visitor, authenticatedAccount: { id: 'viewer' }, websiteRoles: { '10': true } });
    expect(calls().map((call) => call.path)).toEqual(['/api/census/form-render']);
  });

  it('sends form-render with the form id, the visitor cookie and the page fields', async () => {
    const calls = stubFetch();
    await trackFormRender('form-42', visitor);
    const [call] = calls();
    expect(call!.path).toBe('/api/census/form-render');
    expect(call!.fields).toEqual({
      formId: 'form-42',
      visitorCookie: expect.stringMatching(/^[0-9a-f-]{36}\|\d+\|\d+\|\d+\|1$/),
      websiteId: 'w1',
      collectionId: 'c1',
      itemId: 'i1',
      pageUrl: location.origin + location.pathname,
      pageTitle: document.title,
    });
    // The visitor cookie sent is the one now set.
    expect(decodeURIComponent(document.cookie)).toContain(`ss_cvr=${call!.fields.visitorCookie}`);
  });

  it('sends button-click and button-render with the documented payload fields, overlay with its own', async () => {
    const calls = stubFetch();
    await trackButtonClick(payload, visitor);
    await trackButtonRender(payload, visitor);
    await trackOverlay({ overlayId: 'o1', action: 'submit' }, visitor);
    const [click, render, overlay] = calls();
    expect(click!.path).toBe('/api/census/button-click');
    expect(click!.fields).toMatchObject({
      id: 'b1',
      buttonText: 'Buy',
      clickthroughUrl: '/buy',
      alignment: 'left',
      size: 'small',
      newWindow: 'true',
      context: '2',
    });
    expect(render!.path).toBe('/api/census/button-render');
    expect(overlay).toMatchObject({ path: '/api/census/overlay', fields: { overlayId: 'o1', action: 'submit', websiteId: 'w1' } });
  });

  it('sends nothing (and sets no cookie) for skipped pages, declined visitors or without a context', async () => {
    const calls = stubFetch();
    await trackFormRender('f', { ...visitor, pageType: 100 });
    await trackFormRender('f', { ...visitor, authenticatedAccount: { id: 'owner' }, websiteRoles: { '1': true } });
    await trackFormRender('f', { ...visitor, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    document.cookie = 'ss_cookieAllowed=false; path=/';
    await trackButtonClick(payload, visitor);
    await trackButtonRender(payload);
    expect(calls()).toEqual([]);
    expect(document.cookie).not.toContain('ss_cvr');
  });

  it('resolves, never rejects, when fetch throws', async () => {
    vi.stubGlobal('fetch', () => {
      throw new Error('offline');
    });
    await expect(trackButtonClick(payload, visitor)).resolves.toBeUndefined();
  });
});
