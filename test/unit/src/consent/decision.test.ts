// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../../src/bus.ts';
import { isTrackingAllowed, otherManagerConsent, readConsentChoice } from '../../../../src/consent/decision.ts';
import { storeConsentChoice } from '../../../../src/consent/apply-choice.ts';
import { bannerWanted } from '../../../../src/consent/banner-wanted.ts';
import { passConsentToGtag } from '../../../../src/consent/gtag.ts';
import { isScreenshotMode } from '../../../../src/consent/screenshot-mode.ts';
import { normaliseBannerSettings } from '../../../../src/consent/settings.ts';
import { clearTrackingCookies } from '../../../../src/consent/tracking-cookies.ts';
import { cookieJar } from './cookie-test-doc.ts';

const permissive = normaliseBannerSettings({ isCookieBannerEnabled: true });
const restrictive = normaliseBannerSettings({ isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true });
const absolute = normaliseBannerSettings({ isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: true });

describe('the consent decision', () => {
  it('reads ss_cookieAllowed as true, false or no choice', () => {
    const { doc, jar } = cookieJar();
    expect(readConsentChoice(doc)).toBeUndefined();
    jar.set('ss_cookieAllowed', 'true');
    expect(readConsentChoice(doc)).toBe(true);
    jar.set('ss_cookieAllowed', 'false');
    expect(readConsentChoice(doc)).toBe(false);
    jar.set('ss_cookieAllowed', 'maybe');
    expect(readConsentChoice(doc)).toBeUndefined();
  });

  it('several consent cookies are a choice only when all say true: any decline or disagreement is a decline (docs/security.md#consent-cookies)', () => {
    const read = (cookie: string) => readConsentChoice({ cookie } as unknown as Document);
    // A planted cookie on a longer path (or from a sibling subdomain) comes first.
    expect(read('ss_cookieAllowed=true; ss_cookieAllowed=false')).toBe(false);
    expect(read('ss_cookieAllowed=false; ss_cookieAllowed=true')).toBe(false);
    expect(read('crumb=abc; ss_cookieAllowed=true; other=1; ss_cookieAllowed=maybe')).toBe(false);
    expect(read('ss_cookieAllowed=true;ss_cookieAllowed=true')).toBe(true);
    expect(read(' ss_cookieAllowed=true ')).toBe(true);
    expect(read('old_ss_cookieAllowed=true; ss_cookieAllowed=false')).toBe(false);
    expect(read('old_ss_cookieAllowed=false; ss_cookieAllowed=true')).toBe(true);
    expect(isTrackingAllowed(permissive, { cookie: 'ss_cookieAllowed=true; ss_cookieAllowed=false' } as unknown as Document)).toBe(false);
  });

  it('an invalid or look-alike consent cookie is no choice: the banner still shows (behaviour/start-up.md#security-model)', () => {
    const { doc, jar } = cookieJar();
    jar.set('old_ss_cookieAllowed', 'true');
    expect(bannerWanted(permissive, doc)).toBe(true);
    jar.set('ss_cookieAllowed', 'yes');
    expect(bannerWanted(permissive, doc)).toBe(true);
    jar.set('ss_cookieAllowed', 'true');
    expect(bannerWanted(permissive, doc)).toBe(false);
  });

  it('cookies that cannot be read are no consent', () => {
    const doc = {
      get cookie(): string {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    } as unknown as Document;
    expect(isTrackingAllowed(permissive, doc)).toBe(false);
    expect(bannerWanted(permissive, doc)).toBe(true);
  });

  it('stores the choice for 30 days on path / with SameSite=Lax, Secure on https', () => {
    const https = cookieJar();
    storeConsentChoice(true, https.doc);
    expect(https.writes[0]).toMatch(/^ss_cookieAllowed=true; path=\/; SameSite=Lax; max-age=2592000; expires=.+; Secure$/);
    const http = cookieJar('example.com', 'http:');
    storeConsentChoice(false, http.doc);
    expect(http.writes[0]).toMatch(/^ss_cookieAllowed=false; path=\/; SameSite=Lax; max-age=2592000; expires=[^;]+$/);
  });

  it('allows tracking before any choice under a permissive policy, not under a restrictive one', () => {
    const { doc } = cookieJar();
    expect(isTrackingAllowed(permissive, doc)).toBe(true);
    expect(isTrackingAllowed(restrictive, doc)).toBe(false);
  });

  it('lets the visitor choice win either way', () => {
    const { doc, jar } = cookieJar();
    jar.set('ss_cookieAllowed', 'true');
    expect(isTrackingAllowed(restrictive, doc)).toBe(true);
    jar.set('ss_cookieAllowed', 'false');
    expect(isTrackingAllowed(permissive, doc)).toBe(false);
  });

  it('honours cmapi_cookie_privacy (2 or 3 mean allowed) and notice_behavior in the EU', () => {
    const { doc, jar } = cookieJar();
    jar.set('cmapi_cookie_privacy', 'permit 1,2,3');
    expect(otherManagerConsent(doc)).toBe(true);
    expect(isTrackingAllowed(restrictive, doc)).toBe(true);
    jar.set('cmapi_cookie_privacy', 'permit_1|2');
    expect(otherManagerConsent(doc)).toBe(true);
    jar.set('cmapi_cookie_privacy', 'permit 1 required');
    expect(otherManagerConsent(doc)).toBe(false);
    for (const other of ['permit 12', 'permit 1,32', 'permit_1|23 required']) {
      jar.set('cmapi_cookie_privacy', other);
      expect(otherManagerConsent(doc)).toBe(false);
    }
    jar.set('cmapi_cookie_privacy', '3');
    expect(otherManagerConsent(doc)).toBe(true);
    jar.set('cmapi_cookie_privacy', 'permit 1 required');
    expect(isTrackingAllowed(permissive, doc)).toBe(false);
    jar.delete('cmapi_cookie_privacy');
    jar.set('notice_behavior', 'implied,eu');
    expect(otherManagerConsent(doc)).toBe(false);
    expect(isTrackingAllowed(permissive, doc)).toBe(false);
    jar.set('notice_behavior', 'implied,us');
    expect(otherManagerConsent(doc)).toBeUndefined();
    expect(isTrackingAllowed(permissive, doc)).toBe(true);
  });

  it('counts only this site’s own banner under an absolute restrictive policy', () => {
    const { doc, jar } = cookieJar();
    jar.set('cmapi_cookie_privacy', 'permit 1,2,3');
    expect(isTrackingAllowed(absolute, doc)).toBe(false);
    jar.set('ss_cookieAllowed', 'true');
    expect(isTrackingAllowed(absolute, doc)).toBe(true);
  });

  it('wants the banner only when enabled and no choice is stored', () => {
    const { doc, jar } = cookieJar();
    expect(bannerWanted(permissive, doc)).toBe(true);
    expect(bannerWanted(normaliseBannerSettings({}), doc)).toBe(false);
    jar.set('ss_cookieAllowed', 'false');
    expect(bannerWanted(permissive, doc)).toBe(false);
  });

  it('knows screenshot mode from the query', () => {
    expect(isScreenshotMode('?screenshot=true')).toBe(true);
    expect(isScreenshotMode('?a=1&screenshot')).toBe(true);
    expect(isScreenshotMode('?screenshot=false')).toBe(false);
    expect(isScreenshotMode('?noscreenshot=1')).toBe(false);
  });
});

describe('tracking cookie clearing', () => {
  it('clears each documented cookie and the analytics id', () => {
    const { doc, jar } = cookieJar('www.example.com');
    const names = ['SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt', 'ss_analyticsId'];
    for (const name of names) jar.set(name, '1');
    clearTrackingCookies(doc);
    expect([...jar.keys()]).toEqual([]);
  });

  it('tries host-only and every parent domain, but only host-only on IPs and single-label hosts', () => {
    const domainsTried = (hostname: string) => {
      const { doc, jar, writes } = cookieJar(hostname);
      jar.set('ss_cvt', '1');
      clearTrackingCookies(doc);
      return writes.map((write) => /domain=([^;]+)/.exec(write)?.[1]);
    };
    expect(domainsTried('shop.example.com')).toEqual([undefined, '.shop.example.com', '.example.com']);
    expect(domainsTried('127.0.0.1')).toEqual([undefined]);
    expect(domainsTried('localhost')).toEqual([undefined]);
  });

  it('removes every tracking cookie and leaves the others', () => {
    const { doc, jar, writes } = cookieJar('www.example.com');
    jar.set('ss_cvr', 'a|1|1|1|1');
    jar.set('ss_cvt', '1');
    jar.set('SS_MID', 'x');
    jar.set('crumb', 'keep');
    jar.set('ss_cookieAllowed', 'false');
    clearTrackingCookies(doc);
    expect([...jar.keys()].sort()).toEqual(['crumb', 'ss_cookieAllowed']);
    expect(writes.some((w) => w.startsWith('ss_cvr=;') && w.includes('domain=.example.com'))).toBe(true);
  });
});

describe('Google consent mode', () => {
  it('passes the choice as analytics_storage and ad_storage', () => {
    const gtag = vi.fn();
    passConsentToGtag(true, { gtag } as unknown as Window);
    passConsentToGtag(false, { gtag } as unknown as Window);
    expect(gtag.mock.calls).toEqual([
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted' }],
      ['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' }],
    ]);
  });

  it('does nothing without gtag and contains a throwing one', async () => {
    expect(() => passConsentToGtag(true, {} as Window)).not.toThrow();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    passConsentToGtag(true, {
      gtag: () => {
        throw new Error('x');
      },
    } as unknown as Window);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[site-runtime] gtag consent update failed', expect.any(Error)));
  });
});

describe('applying a choice', () => {
  it('stores the cookie, then emits consent:change with the choice and its time', async () => {
    const { applyConsentChoice } = await import('../../../../src/consent/apply-choice.ts');
    const bus = createBus();
    const seen: unknown[] = [];
    bus.on('consent:change', (payload) => seen.push({ ...payload, cookie: document.cookie }));
    document.cookie = 'ss_cvr=a%7C1%7C1%7C1%7C1; path=/';
    applyConsentChoice(false, bus, 1234);
    expect(seen).toEqual([{ allowed: false, time: 1234, cookie: 'ss_cookieAllowed=false' }]);
    applyConsentChoice(true, bus, 5678);
    expect(seen[1]).toEqual({ allowed: true, time: 5678, cookie: 'ss_cookieAllowed=true' });
  });

  it("passes the choice to the page's gtag once its code has arrived; without one, nothing is loaded", async () => {
    const { applyConsentChoice } = await import('../../../../src/consent/apply-choice.ts');
    expect(() => applyConsentChoice(true, createBus(), 1)).not.toThrow();
    const gtag = vi.fn();
    Object.assign(window, { gtag });
    try {
      applyConsentChoice(false, createBus(), 2);
      expect(gtag).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(gtag).toHaveBeenCalledExactlyOnceWith('consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' }));
    } finally {
      delete (window as { gtag?: unknown }).gtag;
    }
  });
});
