// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beacon } from '../../../../src/census/beacon.ts';
import { CENSUS_TIMEOUT_MS, formBody, onSendFailure, postForm } from '../../../../src/census/send.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  onSendFailure(undefined);
});

describe('census sends', () => {
  it('form-encodes flat fields, leaving undefined ones out', () => {
    expect(formBody({ a: 'x y', b: 2, c: true, d: undefined, e: null }).toString()).toBe('a=x+y&b=2&c=true&e=');
  });

  it('posts with same-origin credentials, and without keepalive (a hung keepalive call keeps its connection)', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await postForm('/api/census/button-click', { id: 'b1' });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/census/button-click');
    expect(init).toMatchObject({ method: 'POST', keepalive: false, credentials: 'same-origin' });
    expect(String(init.body)).toBe('id=b1');
  });

  it('resolves at the 2500 ms timeout when the endpoint hangs, and aborts the call', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_path: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise(() => {});
      }),
    );
    const failures: string[] = [];
    onSendFailure((path, reason) => failures.push(`${path} ${reason}`));
    let settled = false;
    void postForm('/api/census/button-click', {}).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CENSUS_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(signal?.aborted).toBe(true);
    expect(failures).toEqual(['/api/census/button-click timeout']);
  });

  it('never rejects: network errors, error statuses and a throwing fetch all resolve', async () => {
    const failures: string[] = [];
    onSendFailure((_path, reason) => failures.push(reason));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(postForm('/x', {})).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 500 })),
    );
    await expect(postForm('/x', {})).resolves.toBeUndefined();
    vi.stubGlobal('fetch', () => {
      throw new Error('sync');
    });
    await expect(postForm('/x', {})).resolves.toBeUndefined();
    expect(failures).toEqual(['Failed to fetch', 'HTTP 500', 'sync']);
  });

  it('beacons with sendBeacon, and falls back to fetch when the beacon is refused', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    beacon('/api/events/Trace', new URLSearchParams({ data: '[]' }));
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
    sendBeacon.mockReturnValue(false);
    beacon('/api/events/Trace', 'x');
    expect(fetch).toHaveBeenCalledOnce();
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].keepalive).toBe(true);
  });
});
