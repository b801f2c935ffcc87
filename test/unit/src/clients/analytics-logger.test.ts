// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layerEventFields, pageContext, recordEvent, track } from '../../../../src/clients/analytics.ts';
import { flush, log, pending } from '../../../../src/clients/logger.ts';
import type { SiteContext } from '../../../../src/site-context.ts';
import { recordFetch } from './recorded-fetch.ts';

let net: ReturnType<typeof recordFetch>;
let beacons: Array<{ url: string; body: unknown }>;
const fields = { actor: 'visitor', action: 'view', event_owner_team: 'web', event_source: 'site', object_type: 'page' };
const context: SiteContext = {
  website: { id: 'w1', language: 'fr-FR' },
  pageType: 2,
  templateId: 't7',
  templateVariantId: 'v2',
  cookieSettings: { isCookieBannerEnabled: false },
};

beforeEach(() => {
  net = recordFetch();
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: unknown) => {
      beacons.push({ url, body });
      return true;
    },
  });
  (window as { SiteRuntime?: unknown }).SiteRuntime = { context, bus: { emit: () => undefined } };
  document.cookie = 'crumb=cr1; path=/';
  history.replaceState(null, '', '/shop/item#slide-3');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { SiteRuntime?: unknown }).SiteRuntime;
});

describe('the analytics client', () => {
  it('tracks to /api/v1/events as JSON; 202 is success', async () => {
    net.replies.push({ status: 202 });
    await expect(track('page_view', fields)).resolves.toBe(true);
    expect(net.calls[0]).toMatchObject({ url: '/api/v1/events', method: 'POST' });
    const body = JSON.parse(net.calls[0]!.body!);
    expect(Object.keys(body).sort()).toEqual(['analyticsId', 'commonData', 'customData', 'customSchemaName']);
    expect(JSON.parse(body.customData)).toEqual(fields);
    expect(JSON.parse(body.commonData)).toMatchObject({ website_id: 'w1', page_path: '/shop/item', page_host: location.host });
  });

  it("rejects with 'Error tracking event: HTTP Status 500'", async () => {
    net.replies.push({ status: 500 });
    await expect(track('page_view', fields)).rejects.toThrow('Error tracking event: HTTP Status 500');
  });

  it('a call unanswered after the 2500 ms census timeout is aborted and rejects, without a beacon', async () => {
    vi.useFakeTimers();
    net.replies.push({ hang: true });
    const sent = track('page_view', fields);
    const settled = vi.fn();
    sent.catch(settled);
    await vi.advanceTimersByTimeAsync(2499);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(sent).rejects.toThrow('Error tracking event: no answer within 2500 ms');
    expect(beacons).toEqual([]);
  });

  it("rejects an empty payload with 'no payload' and sends nothing", async () => {
    await expect(track('page_view', {})).rejects.toThrow('no payload');
    expect(net.calls).toEqual([]);
  });

  it('falls back to a form-encoded beacon when the call cannot reach the server', async () => {
    net.replies.push({ networkError: true });
    await track('page_view', fields);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/v1/events');
    const form = beacons[0]!.body as URLSearchParams;
    expect(form.get('customSchemaName')).toBe('page_view');
    expect(JSON.parse(form.get('customData')!)).toEqual(fields);
  });

  it('sends by beacon when asked', async () => {
    await track('page_view', fields, { beacon: true });
    expect(net.calls).toEqual([]);
    expect(beacons.map((b) => b.url)).toEqual(['/api/v1/events']);
  });

  it('RecordEvent carries the crumb, the event and the data as JSON', async () => {
    await expect(recordEvent('gallery_open', { ...fields, count: 2 })).resolves.toBe(true);
    const form = new URLSearchParams(net.calls[0]!.body!);
    expect(net.calls[0]!.url).toBe('/api/events/RecordEvent');
    expect(form.get('crumb')).toBe('cr1');
    expect(form.get('event')).toBe('gallery_open');
    expect(JSON.parse(form.get('data')!)).toMatchObject({ eventName: 'gallery_open', count: 2, ...fields });
  });

  it('sends nothing where the census may not count (a signed-in owner)', async () => {
    (window.SiteRuntime as { context: SiteContext }).context = { ...context, authenticatedAccount: { id: 'a1' }, websiteRoles: [1] };
    await expect(track('page_view', fields)).resolves.toBe(false);
    await expect(recordEvent('x', fields)).resolves.toBe(false);
    expect(net.calls).toEqual([]);
  });

  it('builds the image/map layer payload from the page', () => {
    (window.SiteRuntime as { context: SiteContext }).context = { ...context, authenticatedAccount: { id: 'm1', preferredLocale: 'de-DE' } };
    expect(layerEventFields()).toEqual({
      pagePath: '/shop/item',
      pageHash: 'slide-3',
      websiteId: 'w1',
      templateId: 't7',
      variantId: 'v2',
      memberAccountId: 'm1',
      member_locale: 'de-DE',
      website_locale: 'fr-FR',
    });
  });
});

describe('the page-context fields', () => {
  it('reads tweaks, site type, status, developer mode, sign-in, app domain and identifier', () => {
    (window.SiteRuntime as { context: SiteContext }).context = {
      ...context,
      tweakJSON: '{"gallery-design":"grid"}',
      website: { id: 'w1', identifier: 'harbor', websiteType: 2, siteStatus: { value: 'resold-grace' }, developerMode: true },
      authenticatedAccount: { id: 'a1' },
      appDomain: 'example.app',
    };
    expect({ ...pageContext(), tweakJSON: { ...pageContext().tweakJSON } }).toEqual({
      tweakJSON: { 'gallery-design': 'grid' },
      isCoverPage: true,
      isParkingPage: false,
      isResold: true,
      developerMode: true,
      signedIn: true,
      appDomain: 'example.app',
      identifier: 'harbor',
    });
  });

  it('reads missing or malformed fields as absent', () => {
    (window.SiteRuntime as { context: SiteContext }).context = { website: { id: 'w1', websiteType: 3 }, pageType: 2, tweakJSON: '{nope' };
    expect({ ...pageContext(), tweakJSON: { ...pageContext().tweakJSON } }).toEqual({
      tweakJSON: {},
      isCoverPage: false,
      isParkingPage: true,
      isResold: false,
      developerMode: false,
      signedIn: false,
    });
  });
});

describe('the logger', () => {
  it('batches entries for 30 s into one Trace call', () => {
    vi.useFakeTimers();
    log('gallery', { slide: 2 });
    log('map', 'ready');
    expect(pending()).toBe(2);
    vi.advanceTimersByTime(29_999);
    expect(beacons).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/events/Trace');
    expect(JSON.parse((beacons[0]!.body as URLSearchParams).get('data')!)).toEqual([
      { pageUrl: location.href, type: 'gallery', data: { slide: 2 } },
      { pageUrl: location.href, type: 'map', data: 'ready' },
    ]);
    expect(pending()).toBe(0);
  });

  it('flushes when the page is unloaded', () => {
    log('checkout', { step: 1 });
    dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    expect(pending()).toBe(0);
    flush();
    expect(beacons).toHaveLength(1);
  });
});
