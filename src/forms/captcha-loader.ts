import type { SiteContext } from '../site-context.ts';
import type { CaptchaHandle } from './captcha.ts';

/** Placeholder until the captcha loader lands: the form says the captcha could not load. */
export async function bindCaptcha(_container: HTMLElement, _site: SiteContext, _theme?: unknown): Promise<CaptchaHandle> {
  throw new Error('ReCaptcha has not been set up!');
}
