// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPageLoadId, sendRecords } from '../../../../src/census/performance-records.ts';
import { performanceMessage } from '../../../../src/census/performance-failure.ts';

/** A recorded XMLHttpRequest the test answers by hand. */
class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the performance settings call', () => {
  it('reads pageLoadId and reports nothing', async () => {
    const report = vi.fn();
    const id = fetchPageLoadId(report);
    expect(FakeXhr.all[0]).toMatchObject({ method: 'GET', url: '/api/1/performance/settings' });
    FakeXhr.all[0]!.answer(200, '{"pageLoadId":"pl-1"}');
    await expect(id).resolves.toBe('pl-1');
    expect(report).not.toHaveBeenCalled();
  });

  it("reports 'XHR request DONE with unexpected status' on another status", async () => {
    const report = vi.fn();
    const id = fetchPageLoadId(report);
    FakeXhr.all[0]!.answer(500, 'down');
    await expect(id).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledWith('unexpectedStatus', 500);
    expect(performanceMessage('unexpectedStatus', 500)).toBe('XHR request DONE with unexpected status 500');
  });

  it("reports 'Unable to resolve pageLoadId' when the answer has none", async () => {
    const report = vi.fn();
    const id = fetchPageLoadId(report);
    FakeXhr.all[0]!.answer(200, '{}');
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
    expect(FakeXhr.all[0]!.aborted).toBe(true);
  });
});

describe('sending the records', () => {
  const records = [{ pageLoadId: 'pl', metric: 'load', value: 12, pageUrl: 'u' }];

  it('goes by beacon as text', () => {
    const sendBeacon = vi.fn(() => true);
    sendRecords(records, { sendBeacon } as unknown as Navigator);
    expect(sendBeacon).toHaveBeenCalledWith('/api/1/performance/records', JSON.stringify(records));
    expect(FakeXhr.all).toEqual([]);
  });

  it('falls back to an XHR as text/plain when the beacon is refused or missing', () => {
    sendRecords(records, { sendBeacon: () => false } as unknown as Navigator);
    sendRecords(records, {} as Navigator);
    expect(FakeXhr.all).toHaveLength(2);
    for (const xhr of FakeXhr.all) {
      expect(xhr).toMatchObject({ method: 'POST', url: '/api/1/performance/records', body: JSON.stringify(records) });
      expect(xhr.headers['Content-Type']).toBe('text/plain;charset=UTF-8');
    }
  });
});
