// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/api-error.ts';
import { registerCatalogue, setLocale } from '../../../../src/catalogue/register.ts';
import { del, get, post, put, request } from '../../../../src/api/request.ts';
import { DATA_LAYER_TEXT } from '../../../../src/catalogue/en/data-layer.ts';
import { setXsrfToken } from '../../../../src/api/xsrf.ts';

type Reply = { status?: number; body?: string | object; delayMs?: number };
let calls: Array<{ url: string; init: RequestInit }>;
let replies: Reply[];

beforeEach(() => {
  calls = [];
  replies = [];
  document.cookie = 'crumb=; max-age=0; path=/';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const reply: Reply = replies.shift() ?? { status: 200, body: {} };
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
    const status = reply.status ?? 200;
    return new Promise((resolve, reject) => {
      const answer = () => resolve(new Response(status === 204 ? null : text, { status }));
      if (!reply.delayMs) return answer();
      const timer = setTimeout(answer, reply.delayMs);
      init.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

describe('the data layer', () => {
  it('a <base> in page content moves neither the call nor the crumb: both stay on the page origin (docs/security.md#base)', async () => {
    document.cookie = 'crumb=abc123; path=/';
    const base = document.body.appendChild(Object.assign(document.createElement('base'), { href: 'https://other.example/' }));
    try {
      await post('/api/form/SaveFormSubmission', { a: '1' });
      await get('https://other.example/api/thing');
    } finally {
      base.remove();
    }
    expect(calls.map((c) => c.url)).toEqual([`${location.origin}/api/form/SaveFormSubmission?crumb=abc123`, 'https://other.example/api/thing']);
  });

  it('GET sends data as the query and appends the crumb parameter', async () => {
    document.cookie = 'crumb=abc123; path=/';
    replies.push({ body: { ok: 1 } });
    expect(await get('/api/thing', { page: 2, tags: ['a', 'b'] })).toEqual({ ok: 1 });
    expect(calls[0]!.url).toBe('/api/thing?page=2&tags=a&tags=b&crumb=abc123');
    expect(calls[0]!.init.method).toBe('GET');
  });

  it('POST sends a form-encoded body by default, objects as JSON text', async () => {
    await post('/api/form', { key: 'k', widgetJSON: { type: 'x' } });
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(calls[0]!.init.body as string).get('widgetJSON')).toBe('{"type":"x"}');
  });

  it('PUT can send JSON, DELETE sends a query', async () => {
    await put('/api/langs', { languages: ['en'] }, { json: true });
    expect(calls[0]!.init.body).toBe('{"languages":["en"]}');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    await del('/api/session', { cloneCart: true });
    expect(calls[1]!.url).toBe('/api/session?cloneCart=true');
    expect(calls[1]!.init.method).toBe('DELETE');
  });

  it('rejects an answer that is not JSON with the documented message', async () => {
    replies.push({ body: '<html>oops' });
    const error = await failure(request({ url: '/api/bad', handleErrors: true }));
    expect(error.kind).toBe('parse');
    expect(error.message.startsWith('Internal Error: Unable to parse server response from (/api/bad) as JSON: ')).toBe(true);
  });

  it('puts the url and the parser message in as they are, braces and apostrophes included', async () => {
    replies.push({ body: '<html>oops' });
    const error = await failure(request({ url: "/api/bad?q={x}&n='1'", handleErrors: true }));
    expect(error.message.startsWith("Internal Error: Unable to parse server response from (/api/bad?q={x}&n='1') as JSON: ")).toBe(true);
  });

  it('gives its messages in the language active when the call fails', async () => {
    registerCatalogue('fr', {
      dataLayer: { serviceUnavailable: 'Service momentanément indisponible.', unparseableJson: 'Réponse illisible de ({url}) : {detail}' },
    });
    setLocale('fr');
    try {
      replies.push({ status: 503, body: '' });
      expect((await failure(request({ url: '/api/s', handleErrors: true }))).message).toBe('Service momentanément indisponible.');
      replies.push({ body: '<html>oops' });
      expect((await failure(request({ url: '/api/bad', handleErrors: true }))).message.startsWith('Réponse illisible de (/api/bad) : ')).toBe(true);
      replies.push({ status: 401, body: '' });
      expect((await failure(request({ url: '/api/s', handleErrors: true }))).message).toBe(DATA_LAYER_TEXT.messages.unauthorized);
    } finally {
      setLocale('en');
    }
  });

  it.each([
    [401, 'Unauthorized request'],
    [403, 'Unauthorized request'],
    [500, 'Internal server error. Please try again later.'],
    [501, 'Internal server error. Please try again later.'],
    [503, 'This service is temporarily unavailable. Please try again later.'],
    [404, 'Unable to connect…'],
  ])('gives status %i the message %s', async (status, message) => {
    replies.push({ status, body: '' });
    const error = await failure(request({ url: '/api/s', handleErrors: true }));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it('shows the server error text for 400, 401, 500 and 502 bodies with error, message or billingErrorCode', async () => {
    replies.push({ status: 400, body: { error: 'Name is taken', errors: { name: 'taken' } } });
    replies.push({ status: 502, body: { message: 'Upstream down' } });
    replies.push({ status: 401, body: { billingErrorCode: 'CARD_DECLINED' } });
    replies.push({ status: 503, body: { error: 'ignored for 503' } });
    expect((await failure(request({ url: '/a', handleErrors: true }))).message).toBe('Name is taken');
    expect((await failure(request({ url: '/b', handleErrors: true }))).message).toBe('Upstream down');
    expect((await failure(request({ url: '/c', handleErrors: true }))).message).toBe('CARD_DECLINED');
    expect((await failure(request({ url: '/d', handleErrors: true }))).message).toBe('This service is temporarily unavailable. Please try again later.');
  });

  it('retries other statuses after 200 ms while a retry count is left', async () => {
    vi.useFakeTimers();
    replies.push({ status: 418, body: '' }, { status: 418, body: '' }, { status: 200, body: { done: true } });
    const pending = request({ url: '/api/flaky', retries: 2, handleErrors: true });
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(await pending).toEqual({ done: true });
    expect(calls).toHaveLength(3);
    vi.useRealTimers();
  });

  it('does not retry the statuses that have their own message', async () => {
    replies.push({ status: 500, body: '' });
    await failure(request({ url: '/api/x', retries: 3, handleErrors: true }));
    expect(calls).toHaveLength(1);
  });

  it('refreshes the crumb and retries once on crumbFail', async () => {
    document.cookie = 'crumb=old; path=/';
    replies.push({ status: 401, body: { crumbFail: true } }, { status: 200, body: { crumb: 'fresh' } }, { status: 200, body: { saved: true } });
    expect(await request({ url: '/api/save', method: 'POST', data: { a: 1 } })).toEqual({ saved: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/save?crumb=old', '/api/auth/crumb', '/api/save?crumb=fresh']);
  });

  it('retries a crumb failure only once', async () => {
    replies.push({ status: 401, body: { crumbFail: true, crumb: 'c2' } }, { status: 401, body: { crumbFail: true, crumb: 'c3' } });
    const error = await failure(request({ url: '/api/save', method: 'POST', handleErrors: true }));
    expect(error.message).toBe('Unauthorized request');
    expect(calls).toHaveLength(2);
  });

  it('opens the login prompt on loginRequired', async () => {
    const onLoginRequired = vi.fn();
    replies.push({ status: 401, body: { loginRequired: true } });
    const error = await failure(request({ url: '/api/private', onLoginRequired }));
    expect(onLoginRequired).toHaveBeenCalledOnce();
    expect(error.kind).toBe('login-required');
  });

  it('times out a call that never answers', async () => {
    replies.push({ delayMs: 10_000 });
    const error = await failure(request({ url: '/api/hung', timeoutMs: 50, handleErrors: true }));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Unable to connect…');
  });

  it('times out on a page timer: the 30 s default limit, and not a moment before', async () => {
    vi.useFakeTimers();
    try {
      replies.push({ delayMs: 10 * 60_000 });
      const call = request({ url: '/api/hung', handleErrors: true });
      const settled = vi.fn();
      call.catch(settled);
      await vi.advanceTimersByTimeAsync(29_999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect((await failure(call)).message).toBe('Unable to connect…');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the site-user XSRF token as a header once one is set', async () => {
    setXsrfToken('tok-9');
    try {
      await get('/api/thing');
      expect((calls[0]!.init.headers as Record<string, string>)['X-XSRF-Token']).toBe('tok-9');
    } finally {
      setXsrfToken(undefined);
    }
    await get('/api/thing');
    expect((calls[1]!.init.headers as Record<string, string>)['X-XSRF-Token']).toBeUndefined();
  });

  it('resolves null for an empty answer', async () => {
    replies.push({ status: 204 });
    expect(await post('/api/census/RecordHit')).toBeNull();
  });
});
