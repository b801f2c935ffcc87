// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanEventFields, recordEvent, sendAnalyticsEvent } from '../../../../src/census/analytics-events.ts';
import { landingQuery } from '../../../../src/census/landing-beacon.ts';
import { pageHitData, recordHitForm } from '../../../../src/census/page-fields.ts';
import { collectMetrics, toRecords } from '../../../../src/census/performance-records.ts';
import { flushTrace, pendingTrace, trace, TRACE_BATCH_MS } from '../../../../src/census/trace.ts';
import type { SiteContext } from '../../../../src/site-context.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const context: SiteContext = {
  website: { id: 'w1', language: 'en-US' },
  pageType: 2,
  templateId: 't1',
  collection: { id: 'c1', permissionType: 1 },
  item: { id: 'i1', recordType: 11 },
};

describe('page-hit data', () => {
  it('has every field the specification (behaviour/census.md#census) lists, read from the context and the page', () => {
    document.title = 'Shop';
    const data = pageHitData(context, 1234);
    expect(Object.keys(data).sort()).toEqual(
      [
        'websiteId',
        'templateId',
        'website_locale',
        'userAgent',
        'clientDate',
        'viewportInnerWidth',
        'viewportInnerHeight',
        'screenWidth',
        'screenHeight',
        'url',
        'title',
        'itemId',
        'recordType',
        'collectionId',
        'pagePermissionTypeValue',
        'localStorageSupported',
        'queryString',
        'referrer',
      ].sort(),
    );
    expect(data).toMatchObject({
      websiteId: 'w1',
      templateId: 't1',
      website_locale: 'en-US',
      clientDate: 1234,
      title: 'Shop',
      itemId: 'i1',
      recordType: 11,
      collectionId: 'c1',
      pagePermissionTypeValue: 1,
      localStorageSupported: true,
    });
    expect(recordHitForm(data)).toEqual({ event: '1', data: JSON.stringify(data) });
  });
});

describe('the landing beacon', () => {
  it('carries landing, refer, rk, lang, screen and the marketing parameters', () => {
    // The referrer is read through the prototype (docs/security.md#named-members), so the document is a real one.
    vi.spyOn(Document.prototype, 'referrer', 'get').mockReturnValue('https://search.example/');
    const win = {
      location: { href: 'https://ex.com/?source=news&campaign=spring&mkwid=k1&other=x', search: '?source=news&campaign=spring&mkwid=k1&other=x' },
      document,
      navigator: { language: 'fr-FR' },
      screen: { width: 1440, height: 900 },
    } as unknown as Window;
    const q = landingQuery(win, 0.5);
    expect(Object.fromEntries(q)).toEqual({
      landing: 'https://ex.com/?source=news&campaign=spring&mkwid=k1&other=x',
      refer: 'https://search.example/',
      rk: '500000000',
      lang: 'fr-FR',
      screen: '1440x900',
      source: 'news',
      campaign: 'spring',
      mkwid: 'k1',
    });
  });
});

describe('session info', () => {
  // Each page load is a fresh module: the answer is worked out once per page.
  const newPage = async () => {
    vi.resetModules();
    return (await import('../../../../src/census/session-info.ts')).sessionInfo;
  };

  it('marks the first landing and the first session once, then remembers them', async () => {
    sessionStorage.clear();
    localStorage.clear();
    let sessionInfo = await newPage();
    expect(sessionInfo()).toEqual({ isFirstLanding: true, isFirstSession: true });
    expect(sessionInfo()).toEqual({ isFirstLanding: true, isFirstSession: true });
    sessionInfo = await newPage();
    expect(sessionInfo()).toEqual({ isFirstLanding: false, isFirstSession: false });
    sessionStorage.clear();
    sessionInfo = await newPage();
    expect(sessionInfo()).toEqual({ isFirstLanding: true, isFirstSession: false });
  });
});

describe('the Trace batch', () => {
  it('sends {pageUrl, type, data} entries in one form field after 30 s', () => {
    vi.useFakeTimers();
    const sendBeacon = vi.fn((_path: string, _body: unknown) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    trace('census-failure', { path: '/api/census/RecordHit', reason: 'timeout' });
    trace('performance-error', { message: 'x' });
    vi.advanceTimersByTime(TRACE_BATCH_MS - 1);
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [path, body] = sendBeacon.mock.calls[0]!;
    expect(path).toBe('/api/events/Trace');
    expect(JSON.parse((body as URLSearchParams).get('data')!)).toEqual([
      { pageUrl: location.href, type: 'census-failure', data: { path: '/api/census/RecordHit', reason: 'timeout' } },
      { pageUrl: location.href, type: 'performance-error', data: { message: 'x' } },
    ]);
    expect(pendingTrace()).toEqual([]);
    flushTrace();
    expect(sendBeacon).toHaveBeenCalledOnce();
  });
});

describe('performance records', () => {
  it('turns navigation and paint timings into records', () => {
    const perf = {
      getEntriesByType: (type: string) =>
        type === 'navigation'
          ? [{ responseStart: 50.4, domContentLoadedEventEnd: 300.6, loadEventEnd: 0 }]
          : [
              { name: 'first-paint', startTime: 120 },
              { name: 'first-contentful-paint', startTime: 130.2 },
            ],
    } as unknown as Performance;
    const metrics = collectMetrics(perf, 400.7);
    expect(metrics).toEqual({ timeToFirstByte: 50, domContentLoaded: 301, firstPaint: 120, firstContentfulPaint: 130, largestContentfulPaint: 401 });
    expect(toRecords('p1', { load: 5 }, 'u')).toEqual([{ pageLoadId: 'p1', metric: 'load', value: 5, pageUrl: 'u' }]);
  });
});

describe('general analytics events', () => {
  it('drops fields of the wrong type with a warning and requires a payload', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      cleanEventFields({ actor: 'visitor', action: 'click', event_owner_team: 't', event_source: 'web', object_type: 3, extra: {}, n: 2, ok: true }),
    ).toEqual({
      actor: 'visitor',
      action: 'click',
      event_owner_team: 't',
      event_source: 'web',
      n: 2,
      ok: true,
    });
    expect(warn.mock.calls.map((c) => c.join(' '))).toEqual([
      '[site-runtime] analytics field "object_type" is number, not a string: dropped',
      '[site-runtime] analytics field "extra" is object: dropped',
      '[site-runtime] analytics field "object_type" is missing',
    ]);
    expect(() => cleanEventFields({})).toThrow('no payload');
    expect(() => cleanEventFields(undefined)).toThrow('no payload');
  });

  const fields = { actor: 'visitor', action: 'view', event_owner_team: 'web', event_source: 'site', object_type: 'page' };

  it('posts JSON to /api/v1/events with the analytics id and JSON-text data', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    await sendAnalyticsEvent('page_view', fields, context);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/v1/events');
    const body = JSON.parse(String(init.body));
    expect(body.customSchemaName).toBe('page_view');
    expect(JSON.parse(body.customData)).toEqual(fields);
    expect(JSON.parse(body.commonData)).toMatchObject({ website_id: 'w1', page_path: location.pathname });
    expect(body.analyticsId).toMatch(/^[\w-]{8,}$/);
  });

  it('rejects and logs "Error tracking event: HTTP Status N" on other statuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(recordEvent('click', fields, context)).rejects.toThrow('Error tracking event: HTTP Status 500');
    expect(error.mock.calls[0]).toEqual(['[site-runtime] Error tracking event: HTTP Status 500']);
  });

  it('sends RecordEvent form-encoded with the crumb cookie', async () => {
    document.cookie = 'crumb=abc123; path=/';
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await recordEvent('click', fields, context);
    const body = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as URLSearchParams;
    expect(body.get('crumb')).toBe('abc123');
    expect(body.get('event')).toBe('click');
    expect(JSON.parse(body.get('data')!)).toMatchObject({ eventName: 'click', ...fields });
  });
});
