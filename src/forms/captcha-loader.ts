import { t } from '../catalogue/index.ts';
import { CAPTCHA_TEXT } from '../catalogue/en/captcha.ts';
import type { SiteContext } from '../site-context.ts';
import type { CaptchaHandle, CaptchaListeners } from './captcha.ts';
import { DEFAULT_CAPTCHA_SCRIPT, ENTERPRISE_CAPTCHA_SCRIPT, loadCaptchaProvider, type CaptchaApi } from './captcha-provider.ts';
import { fail, warn } from '../log.ts';

/** Marks a container the provider has rendered into (docs/behaviour/forms.md#form-captcha: "rendered once into its container"). */
export const RENDERED_ATTRIBUTE = 'data-captcha-rendered';

/** A place in the site context that may hold a captcha site key. */
interface CaptchaSource {
  siteKey?: unknown;
  recaptchaEnterpriseSiteKey?: unknown;
  /**
   * Not a platform field: the provider script's URL, for pages (the QA
   * fixtures) that point it at a stand-in. Absent means the real provider.
   */
  scriptUrl?: unknown;
}

/** The captcha a form renders: the provider's site key, its script, and which API. */
export interface CaptchaConfig {
  siteKey: string;
  scriptUrl: string;
  /** The provider's Enterprise API (`grecaptcha.enterprise`), for the platform's own key. */
  enterprise: boolean;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * Where the captcha key is (docs/behaviour/forms.md#form-captcha), every place
 * read: a site key in the website captcha settings (`website.captchaSettings`,
 * or `websiteSettings.captchaSettings` as older pages and the QA fixtures
 * have it) for the classic API; else the platform's key in
 * `recaptchaEnterpriseContext.recaptchaEnterpriseSiteKey`, which real pages
 * carry, for the Enterprise API. Undefined when no key is anywhere.
 */
export function captchaSettings(site: SiteContext): CaptchaConfig | undefined {
  const context = site as unknown as Record<string, CaptchaSource | undefined> & { website?: { captchaSettings?: CaptchaSource } };
  const classic = [context.website?.captchaSettings, site.websiteSettings?.captchaSettings as CaptchaSource | undefined];
  for (const settings of classic) {
    const siteKey = text(settings?.siteKey);
    if (siteKey) return { siteKey, scriptUrl: text(settings?.scriptUrl) ?? DEFAULT_CAPTCHA_SCRIPT, enterprise: false };
  }
  const enterprise = context.recaptchaEnterpriseContext;
  const siteKey = text(enterprise?.recaptchaEnterpriseSiteKey);
  if (!siteKey) return undefined;
  const override = text(enterprise?.scriptUrl) ?? classic.map((s) => text(s?.scriptUrl)).find(Boolean);
  return { siteKey, scriptUrl: override ?? ENTERPRISE_CAPTCHA_SCRIPT, enterprise: true };
}

/**
 * The form context's `captchaTheme` as the provider's theme: 2 or 'dark' is dark (our reading; the documented
 * rules (behaviour/forms.md#forms) give no values).
 */
export function captchaTheme(theme: unknown): 'light' | 'dark' {
  return theme === 2 || (typeof theme === 'string' && theme.toLowerCase() === 'dark') ? 'dark' : 'light';
}

const bound = new WeakMap<HTMLElement, CaptchaHandle>();

/** Calls a form's listener so its failure stays its own. */
function call<A extends unknown[]>(listener: ((...args: A) => void) | undefined, ...args: A): void {
  try {
    listener?.(...args);
  } catch (error) {
    fail('a captcha listener failed:', error);
  }
}

function handleFor(api: CaptchaApi, container: HTMLElement, id: number): CaptchaHandle {
  let destroyed = false;
  const handle: CaptchaHandle = {
    response() {
      if (destroyed) return '';
      try {
        return api.getResponse(id) || '';
      } catch {
        return '';
      }
    },
    reset() {
      if (destroyed) return;
      try {
        api.reset(id);
      } catch (error) {
        warn('the captcha could not be reset:', error);
      }
    },
    destroy() {
      if (destroyed) return;
      handle.reset();
      destroyed = true;
      // The provider has no destroy call: the widget's markup and our mark go, and the handle goes inert.
      container.replaceChildren();
      container.removeAttribute(RENDERED_ATTRIBUTE);
      bound.delete(container);
    },
  };
  return handle;
}

/**
 * Renders the provider's captcha into `container` once (docs/behaviour/forms.md#form-captcha:
 * "rendered once into its container, reset after a failed submission", and
 * "removed with the form"): a second call for the same container gets the same handle.
 * The provider script loads on the first call of the page. Rejects with
 * 'ReCaptcha has not been set up!' when the site has no site key or the
 * provider cannot load, 'Document was destroyed' when the container left
 * the page while the provider loaded, and 'Error rendering captcha into
 * node' when the provider's render throws.
 */
export async function mountCaptcha(container: HTMLElement, site: SiteContext, theme?: unknown, listeners: CaptchaListeners = {}): Promise<CaptchaHandle> {
  const existing = bound.get(container);
  if (existing) return existing;
  const settings = captchaSettings(site);
  if (!settings) throw new Error(t(CAPTCHA_TEXT, 'notSetUp'));
  const api = await loadCaptchaProvider(settings.scriptUrl, undefined, settings.enterprise);
  const again = bound.get(container);
  if (again) return again;
  if (!container.isConnected) throw new Error(t(CAPTCHA_TEXT, 'documentDestroyed'));
  let id: number;
  try {
    id = api.render(container, {
      sitekey: settings.siteKey,
      theme: captchaTheme(theme),
      callback: (key: string) => call(listeners.onSolved, key),
      'expired-callback': () => call(listeners.onExpired),
    });
  } catch (error) {
    fail(t(CAPTCHA_TEXT, 'renderError'), error);
    throw new Error(t(CAPTCHA_TEXT, 'renderError'));
  }
  container.setAttribute(RENDERED_ATTRIBUTE, 'true');
  const handle = handleFor(api, container, id);
  bound.set(container, handle);
  return handle;
}
