import { t } from '../catalogue/index.ts';
import { CAPTCHA_TEXT } from '../catalogue/en/captcha.ts';
import { refusedScript, scriptSource } from '../dom/script-source.ts';
import { fail } from '../log.ts';
import { ownDoc } from '../dom/doc.ts';

/** The part of the provider's API (reCAPTCHA v2, explicit rendering) that forms use. */
export interface CaptchaApi {
  render(container: HTMLElement, params: Record<string, unknown>): number;
  reset(id?: number): void;
  getResponse(id?: number): string;
}

/** The provider's script; `onload` and `render=explicit` are added to it. */
export const DEFAULT_CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

/** The provider's Enterprise script, for the platform's own key (`grecaptcha.enterprise`). */
export const ENTERPRISE_CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/enterprise.js';

/** The only host the provider's script may come from, besides this site's own files (docs/security.md#scripts). */
const CAPTCHA_HOST = 'www.google.com';

/** How long the provider may take before the forms say it could not load. */
const CAPTCHA_LOAD_TIMEOUT_MS = 10_000;

/** The global the provider calls once its API is ready (`?onload=`). */
const CAPTCHA_ONLOAD = '__siteRuntimeCaptchaReady';

const pending = new Map<boolean, Promise<CaptchaApi>>();

/** The provider's API (its Enterprise face when asked) when it is fully there. */
function readyApi(enterprise: boolean): CaptchaApi | undefined {
  const global = (window as unknown as { grecaptcha?: Partial<CaptchaApi> & { enterprise?: Partial<CaptchaApi> } }).grecaptcha;
  const api = enterprise ? global?.enterprise : global;
  return typeof api?.render === 'function' && typeof api.reset === 'function' && typeof api.getResponse === 'function' ? (api as CaptchaApi) : undefined;
}

/**
 * Loads the captcha provider's script once per page, shared by every form
 * (docs/behaviour/forms.md#form-captcha: "The provider's script is loaded once").
 * A plain `<script src>` (no inline code, so a CSP that allows the
 * provider's origin is enough); the API counts as ready when the provider
 * calls back through `onload=`, which the real api.js does only after its
 * second stage has loaded. A script error or no callback within `timeoutMs`
 * rejects with 'ReCaptcha has not been set up!' instead of hanging, and a
 * later call tries again. A script from any host but the provider's or this
 * site's is refused the same way, with a console error. `enterprise`: the Enterprise script, whose API is
 * `grecaptcha.enterprise` (the same calls).
 */
export function loadCaptchaProvider(scriptUrl = DEFAULT_CAPTCHA_SCRIPT, timeoutMs = CAPTCHA_LOAD_TIMEOUT_MS, enterprise = false): Promise<CaptchaApi> {
  const ready = readyApi(enterprise);
  if (ready) return Promise.resolve(ready);
  const loading = pending.get(enterprise);
  if (loading) return loading;
  const source = scriptSource(scriptUrl, CAPTCHA_HOST);
  if (!source) {
    fail(refusedScript(scriptUrl, CAPTCHA_HOST, 'captchaSettings.scriptUrl').message);
    return Promise.reject(new Error(t(CAPTCHA_TEXT, 'notSetUp')));
  }
  const attempt = new Promise<CaptchaApi>((resolve, reject) => {
    const url = source;
    url.searchParams.set('onload', CAPTCHA_ONLOAD);
    url.searchParams.set('render', 'explicit');
    const script = ownDoc.createElement('script');
    const global = window as unknown as Record<string, unknown>;
    const settle = (api: CaptchaApi | undefined) => {
      clearTimeout(timer);
      delete global[CAPTCHA_ONLOAD];
      script.onerror = null;
      if (api) return resolve(api);
      script.remove();
      reject(new Error(t(CAPTCHA_TEXT, 'notSetUp')));
    };
    const timer = setTimeout(() => settle(undefined), timeoutMs);
    global[CAPTCHA_ONLOAD] = () => settle(readyApi(enterprise));
    script.onerror = () => settle(undefined);
    script.async = true;
    script.src = url.href;
    ownDoc.head.append(script);
  });
  pending.set(enterprise, attempt);
  // A failed load is forgotten, so the next form to ask tries the provider again.
  attempt.catch(() => {
    if (pending.get(enterprise) === attempt) pending.delete(enterprise);
  });
  return attempt;
}
