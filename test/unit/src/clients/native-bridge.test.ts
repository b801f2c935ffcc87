// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismiss, info, isNativeWebView, MOBILE_APP_BACK_URL, NATIVE_HANDLER, pendingRequests, request } from '../../../../src/clients/native-bridge.ts';

let posted: unknown[];
let errors: unknown[][];

function inApp(): void {
  history.replaceState(null, '', '/shop?platform=mobile-app');
}

function installHandler(kind: 'ios' | 'android'): void {
  const handler = { postMessage: (message: string) => void posted.push(JSON.parse(message)) };
  if (kind === 'ios') (window as { webkit?: unknown }).webkit = { messageHandlers: { [NATIVE_HANDLER]: handler } };
  else (window as unknown as Record<string, unknown>)[NATIVE_HANDLER] = handler;
}

beforeEach(() => {
  posted = [];
  errors = [];
  sessionStorage.clear();
  history.replaceState(null, '', '/shop');
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (window as { webkit?: unknown }).webkit;
  delete (window as unknown as Record<string, unknown>)[NATIVE_HANDLER];
});

describe('the web view', () => {
  it('is recognised by platform=mobile-app and remembered for the session', () => {
    expect(isNativeWebView('?platform=web')).toBe(false);
    expect(isNativeWebView('?platform=mobile-app')).toBe(true);
    expect(isNativeWebView('')).toBe(true);
  });
});

describe('requests', () => {
  it("outside the app reject with 'mobile platform not correctly identified', logged", async () => {
    installHandler('ios');
    await expect(info()).rejects.toThrow('mobile platform not correctly identified');
    expect(errors).toEqual([['[site-runtime] mobile platform not correctly identified']]);
    expect(posted).toEqual([]);
    expect(pendingRequests()).toBe(0);
  });

  it('a missing native handler is logged as not found', async () => {
    inApp();
    await expect(info()).rejects.toThrow(`native handler "${NATIVE_HANDLER}" not found`);
    expect(errors).toEqual([[`[site-runtime] native handler "${NATIVE_HANDLER}" not found`]]);
  });

  it("posts 'info' to the iOS handler and stays pending until the app resolves it", async () => {
    inApp();
    installHandler('ios');
    const answer = info();
    expect(posted).toEqual([{ id: expect.any(Number), type: 'info', payload: null }]);
    expect(pendingRequests()).toBe(1);
    const { id } = posted[0] as { id: number };
    expect(window.SiteNativeBridge!.resolve(id, { appVersion: '5.1' })).toBe(true);
    await expect(answer).resolves.toEqual({ appVersion: '5.1' });
    // A second answer to the same id is ignored.
    expect(window.SiteNativeBridge!.resolve(id, 'again')).toBe(false);
  });

  it('the app may reject a request (Android handler)', async () => {
    inApp();
    installHandler('android');
    const answer = request('share', { url: '/x' });
    const { id, payload } = posted[0] as { id: number; payload: unknown };
    expect(payload).toEqual({ url: '/x' });
    window.SiteNativeBridge!.reject(id, 'no share sheet');
    await expect(answer).rejects.toThrow('no share sheet');
  });

  it('rejects when the app does not answer within the time limit', async () => {
    vi.useFakeTimers();
    inApp();
    installHandler('ios');
    const answer = info({ timeoutMs: 5000 });
    const settled = vi.fn();
    answer.catch(settled);
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).rejects.toThrow('native bridge request "info" timed out after 5000 ms');
    expect(pendingRequests()).toBe(0);
  });
});

describe('dismiss', () => {
  it("posts 'dismiss' and goes to the mobile-app back address", async () => {
    inApp();
    installHandler('ios');
    const go = vi.fn();
    await dismiss({ go });
    expect(posted).toEqual([{ id: expect.any(Number), type: 'dismiss', payload: null }]);
    expect(go).toHaveBeenCalledWith(MOBILE_APP_BACK_URL);
  });

  it('goes back even when the handler is missing (logged)', async () => {
    inApp();
    const go = vi.fn();
    await dismiss({ go, backUrl: '/back' });
    expect(go).toHaveBeenCalledWith(new URL('/back', location.href).href);
    expect(errors[0]).toEqual([`[site-runtime] native handler "${NATIVE_HANDLER}" not found`]);
  });

  it('outside the app rejects and goes nowhere; a script address is refused', async () => {
    const go = vi.fn();
    await expect(dismiss({ go })).rejects.toThrow('mobile platform not correctly identified');
    inApp();
    await expect(dismiss({ go, backUrl: 'javascript:alert(1)' })).rejects.toThrow('must not be a script');
    expect(go).not.toHaveBeenCalled();
  });

  it('the back address is judged as the URL parser reads it: only http(s) and the app scheme (docs/security.md#native-bridge-back)', async () => {
    inApp();
    const go = vi.fn();
    for (const backUrl of [
      'java\nscript:alert(1)',
      '\x01javascript:alert(1)',
      'java\tscript:alert(1)',
      ' \x00javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'blob:https://a.example/x',
      'file:///etc/passwd',
      'http://[',
    ]) {
      await expect(dismiss({ go, backUrl }), JSON.stringify(backUrl)).rejects.toThrow('must not be a script');
    }
    expect(go).not.toHaveBeenCalled();
    await dismiss({ go, backUrl: 'https://app.example/back' });
    await dismiss({ go, backUrl: 'site-mobile-app://back?x=1' });
    expect(go.mock.calls).toEqual([['https://app.example/back'], ['site-mobile-app://back?x=1']]);
  });
});

describe('hostile handlers (docs/security.md#native-bridge)', () => {
  it('never takes a window, an element or an inherited or getter property as the handler', async () => {
    inApp();
    const frameWindow = { postMessage: vi.fn() } as unknown as Record<string, unknown>;
    frameWindow.window = frameWindow;
    for (const handler of [frameWindow, Object.assign(document.createElement('a'), { postMessage: vi.fn() })]) {
      (window as unknown as Record<string, unknown>)[NATIVE_HANDLER] = handler;
      await expect(info()).rejects.toThrow(`native handler "${NATIVE_HANDLER}" not found`);
      expect((handler as { postMessage: ReturnType<typeof vi.fn> }).postMessage).not.toHaveBeenCalled();
    }
    delete (window as unknown as Record<string, unknown>)[NATIVE_HANDLER];
    const postMessage = vi.fn();
    Object.defineProperty(window, 'webkit', { get: () => ({ messageHandlers: { [NATIVE_HANDLER]: { postMessage } } }), configurable: true });
    await expect(info()).rejects.toThrow('not found');
    expect(postMessage).not.toHaveBeenCalled();
  });
});
