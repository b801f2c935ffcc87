/**
 * Button, form and overlay census calls (behaviour/census.md#census): each sends
 * its payload plus `visitorCookie` (the `ss_cvr` value) and the page fields,
 * form-encoded, with the 2500 ms census timeout. Each resolves within that
 * timeout at the latest and never rejects; nothing is sent without consent
 * or when a skip rule applies (and without consent the tracking cookies are
 * cleared, as the census module does).
 */
import { clearTrackingCookies } from '../consent/tracking-cookies.ts';
import { getRuntime } from '../runtime-api.ts';
import type { SiteContext } from '../site-context.ts';
import { accountRolesKnown, loadAccountRoles } from './account-roles.ts';
import { censusBlockedBy } from './gate.ts';
import { pageFields } from './call-page-fields.ts';
import { CENSUS_TIMEOUT_MS, type FormFields, postForm } from './send.ts';
import { touchVisitorCookies } from './visitor-cookies.ts';

/** Where a tracked button sits (docs/behaviour/census.md#census: "1 a button block, 2 the popup overlay"). */
export const BUTTON_CONTEXT = { BUTTON_BLOCK: 1, POPUP_OVERLAY: 2 } as const;

/** The button tracking payload, field names as behaviour/census.md#census gives them. */
export interface ButtonTrackingPayload {
  id: string;
  buttonText: string;
  clickthroughUrl: string;
  alignment?: string;
  size?: string;
  newWindow: boolean;
  context: (typeof BUTTON_CONTEXT)[keyof typeof BUTTON_CONTEXT];
}

const CENSUS_PATHS = {
  buttonClick: '/api/census/button-click',
  buttonRender: '/api/census/button-render',
  formRender: '/api/census/form-render',
  overlay: '/api/census/overlay',
} as const;

function siteContext(): SiteContext | undefined {
  try {
    return getRuntime().context;
  } catch {
    return undefined;
  }
}

/**
 * Sends one census call with the visitor cookie and page fields, when the
 * census may count this page. Never rejects, whatever the inputs.
 */
function sendCensusCall(path: string, payload: FormFields, context: SiteContext | undefined = siteContext()): Promise<void> {
  try {
    if (!context) return Promise.resolve();
    if (context.authenticatedAccount && !accountRolesKnown()) {
      // A signed-in account's roles decide (account-roles.ts): wait for the
      // role table, and still resolve within the census timeout.
      const afterRoles = loadAccountRoles().then(
        () => sendCensusCall(path, payload, context),
        () => undefined,
      );
      return Promise.race([afterRoles, new Promise<void>((resolve) => setTimeout(resolve, CENSUS_TIMEOUT_MS))]);
    }
    const blocked = censusBlockedBy(context);
    if (blocked) {
      // Without consent no tracking cookie may stay, whichever code asked first.
      if (blocked === 'no-consent') clearTrackingCookies();
      return Promise.resolve();
    }
    const visitorCookie = touchVisitorCookies();
    return postForm(path, { ...payload, visitorCookie, ...pageFields(context) });
  } catch {
    return Promise.resolve();
  }
}

/** Tracks a button click; resolves within 2500 ms at the latest, never rejects. */
export function trackButtonClick(payload: ButtonTrackingPayload, context?: SiteContext): Promise<void> {
  return sendCensusCall(CENSUS_PATHS.buttonClick, { ...payload }, context ?? siteContext());
}

/** Tracks that a button was rendered (shown); never rejects. */
export function trackButtonRender(payload: ButtonTrackingPayload, context?: SiteContext): Promise<void> {
  return sendCensusCall(CENSUS_PATHS.buttonRender, { ...payload }, context ?? siteContext());
}

/** Tracks that a form was rendered; never rejects. */
export function trackFormRender(formId: string, context?: SiteContext): Promise<void> {
  return sendCensusCall(CENSUS_PATHS.formRender, { formId }, context ?? siteContext());
}

/** Tracks a popup overlay event (its payload is the overlay's own); never rejects. */
export function trackOverlay(payload: FormFields, context?: SiteContext): Promise<void> {
  return sendCensusCall(CENSUS_PATHS.overlay, payload, context ?? siteContext());
}
