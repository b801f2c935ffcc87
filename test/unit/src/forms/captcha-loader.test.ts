// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../../../../src/site-context.ts';

type Loader = typeof import('../../../../src/forms/captcha-loader.ts');
type Provider = typeof import('../../../../src/forms/captcha-provider.ts');
// Fresh modules for each test: the provider is loaded once per page, and each test is a page.
let mountCaptcha: Loader['mountCaptcha'];
let captchaSettings: Loader['captchaSettings'];
let captchaTheme: Loader['captchaTheme'];
let RENDERED_ATTRIBUTE: Loader['RENDERED_ATTRIBUTE'];
let DEFAULT_CAPTCHA_SCRIPT: Provider['DEFAULT_CAPTCHA_SCRIPT'];
let ENTERPRISE_CAPTCHA_SCRIPT: Provider['ENTERPRISE_CAPTCHA_SCRIPT'];
let loadCaptchaProvider: Provider['loadCaptchaProvider'];
beforeEach(async () => {
  vi.resetModules();
  ({ mountCaptcha, captchaSettings, captchaTheme, RENDERED_ATTRIBUTE } = await import('../../../../src/forms/captcha-loader.ts'));
  ({ DEFAULT_CAPTCHA_SCRIPT, ENTERPRISE_CAPTCHA_SCRIPT, loadCaptchaProvider } = await import('../../../../src/forms/captcha-provider.ts'));
});

/** How long the provider's script has to call back. */
const CAPTCHA_LOAD_TIMEOUT_MS = 10_000;
/** The global callback the provider's script is told (its `onload` parameter) to call when ready. */
const onloadName = (): string => new URL(document.querySelector<HTMLScriptElement>('script[src]')!.src).searchParams.get('onload')!;
const site = (captchaSettings?: Record<string, unknown>): SiteContext => ({
  website: { id: 'w' },
  pageType: 2,
  websiteSettings: captchaSettings ? { captchaSettings } : {},
});
const SITE = site({ siteKey: 'key-1', scriptUrl: '/qa/provider.js' });

type Params = Record<string, unknown> & { callback?: (key: string) => void; 'expired-callback'?: () => void };

/** A fake provider API: tokens per widget id, every call recorded. */
function fakeApi() {
  const tokens: string[] = [];
  const params: Params[] = [];
  const api = {
    render: vi.fn((container: HTMLElement, p: Params) => {
      container.append(document.createElement('iframe'));
      params.push(p);
      return tokens.push('') - 1;
    }),
    reset: vi.fn((id: number) => {
      tokens[id] = '';
    }),
    getResponse: vi.fn((id: number) => tokens[id]),
  };
  const solve = (id: number, token: string) => {
    tokens[id] = token;
    params[id]?.callback?.(token);
  };
  return { api, params, solve };
}

const globals = window as unknown as Record<string, unknown>;
const providerScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')];

/** Plays the provider: defines grecaptcha and calls the page's onload callback, as api.js does. */
function provide(api: unknown) {
  globals.grecaptcha = api;
  (globals[onloadName()] as () => void)();
}

function container(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

beforeEach(() => {
  delete globals.grecaptcha;
  document.head.replaceChildren();
  document.body.replaceChildren();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('captchaSettings and captchaTheme', () => {
  it('reads websiteSettings.captchaSettings.siteKey, with the real provider unless scriptUrl overrides it', () => {
    expect(captchaSettings(site({ siteKey: 'k' }))).toEqual({ siteKey: 'k', scriptUrl: DEFAULT_CAPTCHA_SCRIPT, enterprise: false });
    expect(captchaSettings(SITE)).toEqual({ siteKey: 'key-1', scriptUrl: '/qa/provider.js', enterprise: false });
    expect(captchaSettings(site({ siteKey: '' }))).toBeUndefined();
    expect(captchaSettings(site())).toBeUndefined();
  });
  it("real pages: website.captchaSettings holds only flags, and the platform's key in recaptchaEnterpriseContext is used with the Enterprise API", () => {
    const real = {
      website: { id: 'w', captchaSettings: { enabledForDonations: false } },
      recaptchaEnterpriseContext: { recaptchaEnterpriseSiteKey: 'ent-key' },
      pageType: 2,
    } as never;
    expect(captchaSettings(real)).toEqual({ siteKey: 'ent-key', scriptUrl: ENTERPRISE_CAPTCHA_SCRIPT, enterprise: true });
    const withStandIn = { ...(real as object), recaptchaEnterpriseContext: { recaptchaEnterpriseSiteKey: 'ent-key', scriptUrl: '/qa/provider.js' } } as never;
    expect(captchaSettings(withStandIn)).toEqual({ siteKey: 'ent-key', scriptUrl: '/qa/provider.js', enterprise: true });
    // A site key in the website captcha settings is the classic API's.
    expect(captchaSettings({ website: { id: 'w', captchaSettings: { siteKey: 'classic' } }, pageType: 2 } as never)).toEqual({
      siteKey: 'classic',
      scriptUrl: DEFAULT_CAPTCHA_SCRIPT,
      enterprise: false,
    });
    expect(captchaSettings({ website: { id: 'w', captchaSettings: { enabledForDonations: true } }, pageType: 2 } as never)).toBeUndefined();
  });
  it('maps 2 or "dark" to dark, anything else to light', () => {
    expect(captchaTheme(2)).toBe('dark');
    expect(captchaTheme('DARK')).toBe('dark');
    expect(captchaTheme(1)).toBe('light');
    expect(captchaTheme(undefined)).toBe('light');
  });
});

describe('loadCaptchaProvider', () => {
  it('adds one explicit-render script per page, shared by every caller', async () => {
    const { api } = fakeApi();
    const first = loadCaptchaProvider('/qa/provider.js?hl=en');
    const second = loadCaptchaProvider('/qa/provider.js?hl=en');
    expect(providerScripts()).toHaveLength(1);
    const url = new URL(providerScripts()[0]!.src);
    expect(url.pathname).toBe('/qa/provider.js');
    expect(url.searchParams.get('hl')).toBe('en');
    const onload = url.searchParams.get('onload')!;
    expect(typeof globals[onload]).toBe('function');
    expect(url.searchParams.get('render')).toBe('explicit');
    provide(api);
    expect(await first).toBe(api);
    expect(await second).toBe(api);
    expect(globals[onload]).toBeUndefined();
    expect(await loadCaptchaProvider('/qa/provider.js')).toBe(api);
    expect(providerScripts()).toHaveLength(1);
  });
  it('a script error rejects with the documented message, removes the script, and the next call tries again', async () => {
    const failed = loadCaptchaProvider('/qa/missing.js');
    providerScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('ReCaptcha has not been set up!');
    expect(providerScripts()).toHaveLength(0);
    const retry = loadCaptchaProvider('/qa/provider.js');
    expect(providerScripts()).toHaveLength(1);
    provide(fakeApi().api);
    await expect(retry).resolves.toBeDefined();
  });
  it('no callback within the limit rejects instead of hanging', async () => {
    vi.useFakeTimers();
    const pending = loadCaptchaProvider('/qa/slow.js');
    const onload = onloadName();
    const outcome = expect(pending).rejects.toThrow('ReCaptcha has not been set up!');
    await vi.advanceTimersByTimeAsync(CAPTCHA_LOAD_TIMEOUT_MS - 1);
    expect(providerScripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(globals[onload]).toBeUndefined();
  });
  it('an onload callback without a usable API rejects', async () => {
    const pending = loadCaptchaProvider('/qa/broken.js');
    provide({ render: () => 0 });
    await expect(pending).rejects.toThrow('ReCaptcha has not been set up!');
  });
});

describe('mountCaptcha', () => {
  it('renders once per container, marks it, and passes the site key and theme', async () => {
    const { api, params } = fakeApi();
    const box = container();
    const binding = mountCaptcha(box, SITE, 2);
    const again = mountCaptcha(box, SITE, 2);
    provide(api);
    const handle = await binding;
    expect(await again).toBe(handle);
    expect(await mountCaptcha(box, SITE)).toBe(handle);
    expect(api.render).toHaveBeenCalledTimes(1);
    expect(box.getAttribute(RENDERED_ATTRIBUTE)).toBe('true');
    expect(params[0]).toMatchObject({ sitekey: 'key-1', theme: 'dark' });

    const other = container();
    const otherHandle = await mountCaptcha(other, SITE);
    expect(otherHandle).not.toBe(handle);
    expect(api.render).toHaveBeenCalledTimes(2);
    expect(providerScripts()).toHaveLength(1);
  });
  it('reads the response, reports solves and expiry, and contains a failing listener', async () => {
    const { api, params, solve } = fakeApi();
    const onSolved = vi.fn(() => {
      throw new Error('listener bug');
    });
    const onExpired = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const binding = mountCaptcha(container(), SITE, undefined, { onSolved, onExpired });
    provide(api);
    const handle = await binding;
    expect(handle.response()).toBe('');
    expect(() => solve(0, 'token-1')).not.toThrow();
    expect(onSolved).toHaveBeenCalledWith('token-1');
    expect(error).toHaveBeenCalledWith('[site-runtime] a captcha listener failed:', expect.any(Error));
    expect(handle.response()).toBe('token-1');
    params[0]?.['expired-callback']?.();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
  it('reset clears the response; destroy empties the container, drops the mark and goes inert', async () => {
    const { api, solve } = fakeApi();
    const box = container();
    const binding = mountCaptcha(box, SITE);
    provide(api);
    const handle = await binding;
    solve(0, 'token-1');
    handle.reset();
    expect(api.reset).toHaveBeenCalledWith(0);
    expect(handle.response()).toBe('');
    solve(0, 'token-2');
    handle.destroy();
    expect(box.childNodes).toHaveLength(0);
    expect(box.hasAttribute(RENDERED_ATTRIBUTE)).toBe(false);
    expect(handle.response()).toBe('');
    handle.reset();
    handle.destroy();
    expect(api.reset).toHaveBeenCalledTimes(2);
    // The container can be bound afresh.
    await mountCaptcha(box, SITE);
    expect(api.render).toHaveBeenCalledTimes(2);
  });
  it('a provider that throws on reset or getResponse is contained', async () => {
    const { api } = fakeApi();
    const binding = mountCaptcha(container(), SITE);
    provide(api);
    const handle = await binding;
    api.getResponse.mockImplementation(() => {
      throw new Error('gone');
    });
    api.reset.mockImplementation(() => {
      throw new Error('gone');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(handle.response()).toBe('');
    expect(() => handle.reset()).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
  it('rejects with the documented messages: no site key, container gone, render failed', async () => {
    await expect(mountCaptcha(container(), site({}))).rejects.toThrow('ReCaptcha has not been set up!');
    expect(providerScripts()).toHaveLength(0);

    const { api } = fakeApi();
    const detached = container();
    const binding = mountCaptcha(detached, SITE);
    detached.remove();
    provide(api);
    await expect(binding).rejects.toThrow('Document was destroyed');
    expect(api.render).not.toHaveBeenCalled();

    api.render.mockImplementationOnce(() => {
      throw new Error('bad node');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const box = container();
    await expect(mountCaptcha(box, SITE)).rejects.toThrow('Error rendering captcha into node');
    expect(box.hasAttribute(RENDERED_ATTRIBUTE)).toBe(false);
    expect(error).toHaveBeenCalled();
  });
  it('the provider failing to load rejects every waiting form', async () => {
    const first = mountCaptcha(container(), SITE);
    const second = mountCaptcha(container(), SITE);
    providerScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('ReCaptcha has not been set up!');
    await expect(second).rejects.toThrow('ReCaptcha has not been set up!');
  });
});
