// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportMessage } from '../../../../src/errors/index.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reportMessage', () => {
  it('sends a message as an error record to RecordJavascriptErrors (not to Trace)', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    reportMessage('Metric settings request timeout');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events/RecordJavascriptErrors');
    const batch = JSON.parse(String(init.body));
    expect(batch).toEqual([{ event: 'error', data: { message: 'Metric settings request timeout', pageUrl: location.href }, timestamp: expect.any(Number) }]);
  });
});
