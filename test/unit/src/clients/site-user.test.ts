// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get } from '../../../../src/api/request.ts';
import { readXsrfToken, setXsrfToken, XSRF_HEADER } from '../../../../src/api/xsrf.ts';
import { login, logout, SESSION_URL } from '../../../../src/clients/site-user.ts';
import { recordFetch } from './recorded-fetch.ts';

let net: ReturnType<typeof recordFetch>;
const consoleLines: string[] = [];

beforeEach(() => {
  net = recordFetch();
  setXsrfToken(undefined);
  consoleLines.length = 0;
  for (const level of ['log', 'warn', 'error', 'info', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void consoleLines.push(args.map(String).join(' ')));
  }
  document.cookie = 'crumb=c1; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('site-user login', () => {
  it('posts email, password and rememberMe as JSON, keeps the xsrfToken and sends it on every later call', async () => {
    net.replies.push({ body: { xsrfToken: 'tok-1', siteUser: { id: 'u1' } } });
    const answer = await login({ email: 'ada@example.com', password: 's3cret!', rememberMe: true });
    expect(answer).toEqual({ siteUser: { id: 'u1' }, hasXsrfToken: true });
    expect(net.calls[0]).toMatchObject({ url: `${SESSION_URL}?crumb=c1`, method: 'POST' });
    expect(net.calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(net.calls[0]!.body!)).toEqual({ email: 'ada@example.com', password: 's3cret!', rememberMe: true });
    expect(net.calls[0]!.headers[XSRF_HEADER]).toBeUndefined();
    await get('/api/anything');
    expect(net.calls[1]!.headers[XSRF_HEADER]).toBe('tok-1');
  });

  it('never logs or stores the password, even when the login fails', async () => {
    net.replies.push({ status: 401, body: { error: 'Wrong email or password' } });
    await expect(login({ email: 'ada@example.com', password: 'hunter2-secret', rememberMe: false })).rejects.toThrow('Wrong email or password');
    expect(readXsrfToken()).toBeUndefined();
    expect(consoleLines.join('\n')).not.toContain('hunter2-secret');
    const stored = [...Object.values({ ...localStorage }), ...Object.values({ ...sessionStorage }), document.cookie].join('\n');
    expect(stored).not.toContain('hunter2-secret');
  });

  it('rememberMe defaults to false', async () => {
    net.replies.push({ body: { xsrfToken: 'tok' } });
    await login({ email: 'a@b.co', password: 'p' });
    expect(JSON.parse(net.calls[0]!.body!).rememberMe).toBe(false);
  });
});

describe('site-user logout', () => {
  it('sends DELETE with cloneCart and forgets the token', async () => {
    setXsrfToken('tok-2');
    await logout({ cloneCart: true });
    expect(net.calls[0]).toMatchObject({ url: `${SESSION_URL}?cloneCart=true&crumb=c1`, method: 'DELETE' });
    expect(net.calls[0]!.headers[XSRF_HEADER]).toBe('tok-2');
    expect(readXsrfToken()).toBeUndefined();
  });

  it('is retried once when the answer reports a crumb failure, with the fresh crumb', async () => {
    net.replies.push({ status: 200, body: { crumbFail: true, crumb: 'c2' } }, { status: 200, body: { crumbFail: true, crumb: 'c3' } });
    await expect(logout({ cloneCart: false })).resolves.toBeUndefined();
    expect(net.calls.map((c) => c.url)).toEqual([`${SESSION_URL}?cloneCart=false&crumb=c1`, `${SESSION_URL}?cloneCart=false&crumb=c2`]);
  });

  it('keeps the token when the logout fails', async () => {
    setXsrfToken('tok-3');
    net.replies.push({ status: 500, body: {} });
    await expect(logout()).rejects.toThrow('Internal server error. Please try again later.');
    expect(readXsrfToken()).toBe('tok-3');
  });
});
