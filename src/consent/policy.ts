/**
 * The site's cookie policy: the three rules the consent decision and the
 * census read (docs/behaviour/consent.md#consent). Apart from the banner's
 * appearance (src/consent/settings.ts), so the census, which every page
 * loads at idle, carries only these.
 */

/** The site's cookie policy, every field a boolean. */
export interface ConsentPolicy {
  /** No tracking cookie before consent (taken from isAnalyticsCookiesDisabled where that is given). */
  isRestrictiveCookiePolicyEnabled: boolean;
  /** Only the visitor's own choice on this site's banner counts as consent (another CMP's does not). */
  isRestrictiveCookiePolicyAbsolute: boolean;
  /** Visitor analytics are off for this site (the inverse of isActivityLogEnabled where that is given). */
  isVisitorDataRestricted: boolean;
}

const fields = (value: unknown) => (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;

/**
 * The policy of the page context's `cookieSettings`, with the two fields
 * that may come from elsewhere (`isAnalyticsCookiesDisabled`,
 * `isActivityLogEnabled`, in `cookieSettings` or `websiteSettings`). Never
 * throws: anything missing or not `true`/`false` as expected is permissive.
 */
export function normaliseConsentPolicy(raw: unknown, websiteSettings?: unknown): ConsentPolicy {
  const s = fields(raw);
  const w = fields(websiteSettings);
  return {
    isRestrictiveCookiePolicyEnabled:
      s.isRestrictiveCookiePolicyEnabled === true || s.isAnalyticsCookiesDisabled === true || w.isAnalyticsCookiesDisabled === true,
    isRestrictiveCookiePolicyAbsolute: s.isRestrictiveCookiePolicyAbsolute === true,
    isVisitorDataRestricted: s.isVisitorDataRestricted === true || s.isActivityLogEnabled === false || w.isActivityLogEnabled === false,
  };
}

/** The cookie policy of a page's site context. */
export function consentPolicyOf(context: { cookieSettings?: unknown; websiteSettings?: unknown }): ConsentPolicy {
  return normaliseConsentPolicy(context.cookieSettings, context.websiteSettings);
}
