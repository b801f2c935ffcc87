// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autocomplete, details, MISSING_TRACKING_CONTEXT } from '../../../../src/clients/places.ts';
import { recordFetch } from './recorded-fetch.ts';

let net: ReturnType<typeof recordFetch>;
let errors: unknown[][];

beforeEach(() => {
  net = recordFetch();
  document.cookie = 'crumb=; max-age=0; path=/';
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tracking = { productPage: 'checkout', productSection: 'shipping-address' };

describe('places', () => {
  it('autocomplete sends the query and the tracking context', async () => {
    net.replies.push({ body: { predictions: [] } });
    expect(await autocomplete({ input: '1 Main' }, tracking)).toEqual({ predictions: [] });
    expect(net.calls[0]!.url).toBe('/api/google-maps/places/autocomplete?input=1+Main&productPage=checkout&productSection=shipping-address');
    expect(errors).toEqual([]);
  });

  it('autocomplete without a tracking context is fine', async () => {
    await autocomplete({ input: 'x' });
    expect(net.calls[0]!.url).toBe('/api/google-maps/places/autocomplete?input=x');
    expect(errors).toEqual([]);
  });

  it('details with the tracking context logs nothing', async () => {
    await details({ placeId: 'p1' }, tracking);
    expect(net.calls[0]!.url).toBe('/api/google-maps/places/details?placeId=p1&productPage=checkout&productSection=shipping-address');
    expect(errors).toEqual([]);
  });

  it('details without the tracking context logs an error and still asks', async () => {
    await details({ placeId: 'p1' });
    expect(errors).toEqual([[`[site-runtime] ${MISSING_TRACKING_CONTEXT}`]]);
    expect(net.calls[0]!.url).toBe('/api/google-maps/places/details?placeId=p1');
  });

  it('a failure rejects with the data layer message', async () => {
    net.replies.push({ networkError: true });
    await expect(details({ placeId: 'p1' }, tracking)).rejects.toThrow('Unable to connect…');
  });
});
