import { t } from '../catalogue/index.ts';
import { CAPTCHA_TEXT } from '../catalogue/en/captcha.ts';
import type { SiteContext } from '../site-context.ts';
import type { CaptchaHandle, CaptchaListeners } from './captcha.ts';
import { DEFAULT_CAPTCHA_SCRIPT, loadCaptchaProvider, type CaptchaApi } from './captcha-provider.ts';

/** Marks a container the provider has rendered into (second seed: "marked rendered"). */
export const RENDERED_ATTRIBUTE = 'data-captcha-rendered';

/** Where the captcha settings live in the site context. */
interface CaptchaSettings {
  /** The provider's site key (second seed: "the site key from the website captcha settings"). */
  siteKey?: unknown;
  /**
   * Not a platform field: the provider script's URL, for pages (the QA
   * fixtures) that point it at a stand-in. Absent means the real provider.
   */
  scriptUrl?: unknown;
}

/**
 * The site key and provider script from the site context's
 * `websiteSettings.captchaSettings` (`siteKey`, and the optional
 * `scriptUrl` override), or undefined when there is no usable site key.
 */
export function captchaSettings(site: SiteContext): { siteKey: string; scriptUrl: string } | undefined {
  const settings = (site.websiteSettings?.captchaSettings ?? {}) as CaptchaSettings;
  if (typeof settings.siteKey !== 'string' || !settings.siteKey) return undefined;
  const scriptUrl = typeof settings.scriptUrl === 'string' && settings.scriptUrl ? settings.scriptUrl : DEFAULT_CAPTCHA_SCRIPT;
  return { siteKey: settings.siteKey, scriptUrl };
}

/** The form context's `captchaTheme` as the provider's theme: 2 or 'dark' is dark (our reading; the seeds give no values). */
export function captchaTheme(theme: unknown): 'light' | 'dark' {
  return theme === 2 || (typeof theme === 'string' && theme.toLowerCase() === 'dark') ? 'dark' : 'light';
}

const bound = new WeakMap<HTMLElement, CaptchaHandle>();

/** Calls a form's listener so its failure stays its own. */
function call<A extends unknown[]>(listener: ((...args: A) => void) | undefined, ...args: A): void {
  try {
    listener?.(...args);
  } catch (error) {
    console.error('[site-runtime] a captcha listener failed:', error);
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
        console.warn('[site-runtime] the captcha could not be reset:', error);
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
 * Renders the provider's captcha into `container` once (second seed:
 * "rendered into containers once, marked rendered, can be reset or
 * destroyed"): a second call for the same container gets the same handle.
 * The provider script loads on the first call of the page. Rejects with
 * 'ReCaptcha has not been set up!' when the site has no site key or the
 * provider cannot load, 'Document was destroyed' when the container left
 * the page while the provider loaded, and 'Error rendering captcha into
 * node' when the provider's render throws.
 */
export async function bindCaptcha(container: HTMLElement, site: SiteContext, theme?: unknown, listeners: CaptchaListeners = {}): Promise<CaptchaHandle> {
  const existing = bound.get(container);
  if (existing) return existing;
  const settings = captchaSettings(site);
  if (!settings) throw new Error(t(CAPTCHA_TEXT, 'notSetUp'));
  const api = await loadCaptchaProvider(settings.scriptUrl);
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
    console.error('[site-runtime]', t(CAPTCHA_TEXT, 'renderError'), error);
    throw new Error(t(CAPTCHA_TEXT, 'renderError'));
  }
  container.setAttribute(RENDERED_ATTRIBUTE, 'true');
  const handle = handleFor(api, container, id);
  bound.set(container, handle);
  return handle;
}
