// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPageLoadId, sendRecords } from '../../../../src/census/performance-records.ts';
import { performanceMessage } from '../../../../src/census/performance-failure.ts';

/** A recorded fetch call the test answers by hand (a real abort rejects it, as fetch does). */
interface Call {
  url: string;
  init: RequestInit;
  aborted: boolean;
  answer(status: number, text: string): void;
}
let calls: Call[] = [];

function fakeFetch(url: string, init: RequestInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const call: Call = { url, init, aborted: false, answer: (status, text) => resolve(new Response(text, { status })) };
    init.signal?.addEventListener('abort', () => {
      call.aborted = true;
      reject(new DOMException('aborted', 'AbortError'));
    });
    calls.push(call);
  });
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the performance settings call', () => {
  it('reads pageLoadId and reports nothing', async () => {
    const report = vi.fn();
    const id = fetchPageLoadId(report);
    expect(calls[0]!.url).toBe('/api/1/performance/settings');
    expect(calls[0]!.init.method ?? 'GET').toBe('GET');
    calls[0]!.answer(200, '{"pageLoadId":"pl-1"}');
    await expect(id).resolves.toBe('pl-1');
    expect(report).not.toHaveBeenCalled();
  });

  it("reports 'XHR request DONE with unexpected status' on another status", async () => {
    const report = vi.fn();
    const id = fetchPageLoadId(report);
    calls[0]!.answer(500, 'down');
    await expect(id).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledWith('unexpectedStatus', 500);
    expect(performanceMessage('unexpectedStatus', 500)).toBe('XHR request DONE with unexpected status 500');
  });

  it("reports 'Unable to resolve pageLoadId' when the answer has none", async () => {
    const report = vi.fn();
    const id = fetchPageLoadId(report);
    calls[0]!.answer(200, '{}');
    await expect(id).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledWith('noPageLoadId', undefined);
    expect(performanceMessage('noPageLoadId')).toBe('Unable to resolve pageLoadId');
  });

  it("reports 'Metric settings request timeout' after 30 s and aborts", async () => {
    vi.useFakeTimers();
    const report = vi.fn();
    const id = fetchPageLoadId(report);
    vi.advanceTimersByTime(29_999);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await expect(id).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledWith('settingsTimeout', undefined);
    expect(performanceMessage('settingsTimeout')).toBe('Metric settings request timeout');
    expect(calls[0]!.aborted).toBe(true);
  });
});

describe('sending the records', () => {
  const records = [{ pageLoadId: 'pl', metric: 'load', value: 12, pageUrl: 'u' }];

  it('goes by beacon as text', () => {
    const sendBeacon = vi.fn(() => true);
    sendRecords(records, { sendBeacon } as unknown as Navigator);
    expect(sendBeacon).toHaveBeenCalledWith('/api/1/performance/records', JSON.stringify(records));
    expect(calls).toEqual([]);
  });

  it('falls back to a keepalive POST as text/plain when the beacon is refused or missing', async () => {
    sendRecords(records, { sendBeacon: () => false } as unknown as Navigator);
    sendRecords(records, {} as Navigator);
    expect(calls).toHaveLength(2);
    for (const { url, init } of calls) {
      expect(url).toBe('/api/1/performance/records');
      expect(init).toMatchObject({ method: 'POST', body: JSON.stringify(records), keepalive: true });
      // A string body: the browser sends it as text/plain (a simple request, no preflight).
      expect(new Request('http://x/', init).headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    }
  });
});
