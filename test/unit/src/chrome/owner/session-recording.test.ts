// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_RECORDING, recorderScriptUrl, shouldRecordSession, startSessionRecording } from '../../../../../src/chrome/owner/session-recording.ts';
import { VARIANT_OVERRIDES_KEY, experimentVariant, variantOverrides } from '../../../../../src/experiments/variants.ts';
import type { SiteContext } from '../../../../../src/site-context.ts';

const site = (extra: Partial<SiteContext> = {}): SiteContext => ({
  website: { id: 'w' },
  pageType: 2,
  featureToggles: ['session-recording'],
  experimentVariants: { 'session-recording': 'sampled' },
  ...extra,
});

afterEach(() => sessionStorage.clear());

describe('session recording gate', () => {
  it('opens with the toggle, the sampled variant and more than 2 cores', () => {
    expect(shouldRecordSession(site(), { cores: 4 })).toBe(true);
    expect(shouldRecordSession(site(), { cores: 3 })).toBe(true);
    expect(shouldRecordSession(site(), { cores: 2 })).toBe(false);
    expect(shouldRecordSession(site({ featureToggles: [] }), { cores: 8 })).toBe(false);
    expect(shouldRecordSession(site({ featureToggles: { 'session-recording': true } }), { cores: 8 })).toBe(true);
    expect(shouldRecordSession(site({ experimentVariants: { 'session-recording': 'control' } }), { cores: 8 })).toBe(false);
  });

  it('lets viewers of internal sites override variants by query, kept for the session', () => {
    const internal = site({ website: { id: 'w', siteStatus: { value: 'internal' } }, experimentVariants: {} });
    const overrides = variantOverrides(internal, '?experiment.session-recording=sampled', 'shop.example.com');
    expect(overrides).toEqual({ 'session-recording': 'sampled' });
    expect(shouldRecordSession(internal, { cores: 4, overrides })).toBe(true);
    // Later pages of the session, without the query:
    expect(variantOverrides(internal, '', 'shop.example.com')).toEqual({ 'session-recording': 'sampled' });
    expect(JSON.parse(sessionStorage.getItem(VARIANT_OVERRIDES_KEY)!).value).toEqual({ 'session-recording': 'sampled' });
  });

  it('ignores overrides on other sites and unreadable stored data', () => {
    expect(variantOverrides(site(), '?experiment.session-recording=control', 'shop.example.com')).toEqual({});
    sessionStorage.setItem(VARIANT_OVERRIDES_KEY, '{not json');
    expect(variantOverrides(site(), '', 'shop.qa.example.com')).toEqual({});
    expect(experimentVariant(site(), SESSION_RECORDING.experiment, {})).toBe('sampled');
  });
});

describe('after the gate', () => {
  const gateOpen = { website: { id: 'w1' }, pageType: 2, featureToggles: ['session-recording'], experimentVariants: { 'session-recording': 'sampled' } };

  function runtimeWith(context: Record<string, unknown>) {
    const emitted: unknown[] = [];
    return { emitted, runtime: { context, bus: { emit: (name: string, payload: unknown) => emitted.push([name, payload]) } } as never };
  }

  function answerId(id: unknown) {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(id), { status: 200 });
    });
    return calls;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('gets the id, loads the recorder script with it, then announces it', async () => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { configurable: true, get: () => 8 });
    const calls = answerId('org-42');
    const { emitted, runtime } = runtimeWith({ ...gateOpen, sessionRecording: { scriptUrl: '/fixtures/recorder.js' } });
    const started = startSessionRecording(runtime);
    // The data layer is imported past the gate: its first import takes a moment here.
    await vi.waitFor(() => expect(document.head.querySelector('script')).not.toBeNull(), { timeout: 5000 });
    expect(calls).toEqual(['/api/commerce/fullstory/getId']);
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe(new URL('/fixtures/recorder.js', location.href).href);
    expect(window._fs_org).toBe('org-42');
    expect(emitted).toEqual([]);
    script.dispatchEvent(new Event('load'));
    await expect(started).resolves.toBe('org-42');
    expect(emitted).toEqual([['session-recording:ready', { id: 'org-42' }]]);
  });

  it('the automated mock id skips the load', async () => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { configurable: true, get: () => 8 });
    answerId(SESSION_RECORDING.automatedMockId);
    const { emitted, runtime } = runtimeWith(gateOpen);
    await expect(startSessionRecording(runtime)).resolves.toBeUndefined();
    expect(document.head.querySelector('script')).toBeNull();
    expect(emitted).toEqual([]);
  });

  it('an untrusted script address falls back to the provider', () => {
    expect(recorderScriptUrl({ ...gateOpen, sessionRecording: { scriptUrl: 'http://evil.example/x.js' } } as never)).toBe(SESSION_RECORDING.scriptUrl);
    expect(recorderScriptUrl({ ...gateOpen, sessionRecording: { scriptUrl: 'javascript:alert(1)' } } as never)).toBe(SESSION_RECORDING.scriptUrl);
    // https on another host is not the recorder's (docs/security.md#scripts).
    expect(recorderScriptUrl({ ...gateOpen, sessionRecording: { scriptUrl: 'https://recorder.attacker.example/fs.js' } } as never)).toBe(
      SESSION_RECORDING.scriptUrl,
    );
    expect(recorderScriptUrl({ ...gateOpen, sessionRecording: { scriptUrl: 'https://edge.fullstory.com/s/fs-beta.js' } } as never)).toBe(
      'https://edge.fullstory.com/s/fs-beta.js',
    );
  });
});
