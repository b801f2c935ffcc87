// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  disconnect,
  getLanguages,
  getSettings,
  getStatus,
  MULTILINGUAL_DISABLED,
  multilingualEnabled,
  saveLanguages,
} from '../../../../src/clients/multilingual.ts';
import type { SiteContext } from '../../../../src/site-context.ts';
import { recordFetch } from './recorded-fetch.ts';

let net: ReturnType<typeof recordFetch>;
const open: SiteContext = {
  website: { id: 'w1' },
  pageType: 2,
  betaFeatureFlags: ['multilingual'],
  experimentVariants: { multilingual: 'enabled' },
};

function useContext(context: SiteContext): void {
  (window as { SiteRuntime?: unknown }).SiteRuntime = { context, bus: { emit: () => undefined } };
}

beforeEach(() => {
  net = recordFetch();
  useContext(open);
  document.cookie = 'crumb=; max-age=0; path=/';
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { SiteRuntime?: unknown }).SiteRuntime;
});

describe('the multilingual gate', () => {
  it('opens with the beta flag and the enabled variant of the experiment only', () => {
    expect(multilingualEnabled(open, {})).toBe(true);
    expect(multilingualEnabled({ ...open, betaFeatureFlags: { multilingual: true } }, {})).toBe(true);
    expect(multilingualEnabled({ ...open, betaFeatureFlags: [] }, {})).toBe(false);
    expect(multilingualEnabled({ ...open, experimentVariants: { multilingual: 'control' } }, {})).toBe(false);
    expect(multilingualEnabled({ ...open, experimentVariants: {} }, {})).toBe(false);
    expect(multilingualEnabled({ ...open, experimentVariants: {} }, { multilingual: 'enabled' })).toBe(true);
  });

  it('closed, every call rejects and nothing is sent', async () => {
    useContext({ ...open, betaFeatureFlags: [] });
    for (const call of [getSettings, getStatus, getLanguages, () => saveLanguages([]), disconnect]) {
      await expect(call()).rejects.toThrow(MULTILINGUAL_DISABLED);
    }
    expect(net.calls).toEqual([]);
  });
});

describe('the multilingual calls', () => {
  it('GET settings, status and languages', async () => {
    net.replies.push({ body: { enabled: true } }, { body: { connected: true } }, { body: { languages: [{ code: 'en' }] } });
    expect(await getSettings()).toEqual({ enabled: true });
    expect(await getStatus()).toEqual({ connected: true });
    expect(await getLanguages()).toEqual([{ code: 'en' }]);
    expect(net.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/multilingual/settings',
      'GET /api/multilingual/status',
      'GET /api/multilingual/languages',
    ]);
  });

  it('PUT languages as JSON { languages }', async () => {
    await saveLanguages([{ code: 'fr', enabled: true }]);
    expect(net.calls[0]).toMatchObject({ method: 'PUT', url: '/api/multilingual/languages' });
    expect(JSON.parse(net.calls[0]!.body!)).toEqual({ languages: [{ code: 'fr', enabled: true }] });
  });

  it('DELETE the connection', async () => {
    await disconnect();
    expect(net.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/multilingual/connection']);
  });

  it('a failure rejects with the data layer message', async () => {
    net.replies.push({ status: 503 });
    await expect(getStatus()).rejects.toThrow('This service is temporarily unavailable. Please try again later.');
  });
});
