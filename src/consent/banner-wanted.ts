/**
 * Whether the cookie banner asks the visitor (behaviour/consent.md#consent). The
 * banner's own question, apart from the consent decision the census reads
 * on every page at idle (docs/behaviour/start-up.md#idle-start).
 */
import { readConsentChoice } from './decision.ts';
import type { CookieBannerSettings } from './settings.ts';

/**
 * The banner shows when enabled and no choice is stored (screenshot mode is checked by the
 * caller); a consent cookie holding anything but `true` or `false` is no choice.
 */
export function bannerWanted(settings: CookieBannerSettings, doc: Document = document): boolean {
  return settings.isCookieBannerEnabled && readConsentChoice(doc) === undefined;
}
