// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getHeaderFooter, saveHeaderFooter } from '../../../../src/clients/header-footer.ts';
import { getBetaFeatures, saveBetaFeatures, type LabsAudience } from '../../../../src/clients/labs.ts';
import { recordFetch } from './recorded-fetch.ts';

let net: ReturnType<typeof recordFetch>;

beforeEach(() => {
  net = recordFetch();
  document.cookie = 'crumb=; max-age=0; path=/';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('header and footer', () => {
  it('GET returns header and footer', async () => {
    net.replies.push({ body: { header: { layout: 'a' }, footer: { text: 'b' } } });
    expect(await getHeaderFooter()).toEqual({ header: { layout: 'a' }, footer: { text: 'b' } });
    expect(net.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/site-header-footer']);
  });

  it('PUT sends header and footer as JSON', async () => {
    await saveHeaderFooter({ header: { layout: 'x' }, footer: null });
    expect(net.calls[0]).toMatchObject({ method: 'PUT', url: '/api/site-header-footer' });
    expect(JSON.parse(net.calls[0]!.body!)).toEqual({ header: { layout: 'x' }, footer: null });
  });

  it('a 500 rejects with the data layer message', async () => {
    net.replies.push({ status: 500 });
    await expect(getHeaderFooter()).rejects.toThrow('Internal server error. Please try again later.');
  });
});

describe('labs', () => {
  it('GET and POST for each audience', async () => {
    net.replies.push({ body: { betaFeatures: ['a'] } }, {}, { body: { betaFeatures: [] } });
    expect(await getBetaFeatures('internal')).toEqual(['a']);
    await saveBetaFeatures('circle', ['b']);
    expect(await getBetaFeatures('circle')).toEqual([]);
    expect(net.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/labs/internal', 'POST /api/labs/circle', 'GET /api/labs/circle']);
    expect(JSON.parse(net.calls[1]!.body!)).toEqual({ betaFeatures: ['b'] });
  });

  it('refuses an unknown audience without a request', async () => {
    await expect(getBetaFeatures('../auth' as LabsAudience)).rejects.toThrow('labs: unknown audience "../auth"');
    expect(net.calls).toEqual([]);
  });
});
