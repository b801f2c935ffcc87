/**
 * The page-context fields the analytics and layer clients read
 * (docs/behaviour/services.md#analytics-client): the template's tweaks
 * (`tweakJSON`, an object or its JSON text), the site type (cover page,
 * parking page), the site status (resold, or its grace period),
 * developer mode, whether an account is signed in, the app domain and the
 * website identifier. Missing or malformed fields read as absent.
 */
import { SITE_TYPE } from '../enums/site-type.ts';
import { WEBSITE_STATUS } from '../enums/website-status.ts';
import type { SiteContext } from '../site-context.ts';

/** What the page context says, typed. */
export interface PageContextFields {
  tweakJSON: Record<string, unknown>;
  isCoverPage: boolean;
  isParkingPage: boolean;
  isResold: boolean;
  developerMode: boolean;
  signedIn: boolean;
  appDomain?: string;
  identifier?: string;
}

const RESOLD = new Set<unknown>([WEBSITE_STATUS.RESOLD, WEBSITE_STATUS.RESOLD_GRACE, 'resold-grace-period', 'resold grace period']);

function tweaks(value: unknown): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      parsed = undefined;
    }
  }
  // Copied onto a null-prototype object: the keys are the template's, never trusted as methods.
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? Object.assign(Object.create(null) as Record<string, unknown>, parsed)
    : Object.create(null);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The fields of `context`. */
export function pageContextFields(context: SiteContext): PageContextFields {
  const website = context.website ?? {};
  const status = (website.siteStatus as { value?: unknown } | undefined)?.value;
  const fields: PageContextFields = {
    tweakJSON: tweaks(context.tweakJSON),
    isCoverPage: website.websiteType === SITE_TYPE.COVER_PAGE,
    isParkingPage: website.websiteType === SITE_TYPE.PARKING_PAGE,
    isResold: RESOLD.has(typeof status === 'string' ? status.toLowerCase() : status),
    developerMode: website.developerMode === true,
    signedIn: !!context.authenticatedAccount,
  };
  const appDomain = text(context.appDomain);
  const identifier = text(website.identifier);
  if (appDomain) fields.appDomain = appDomain;
  if (identifier) fields.identifier = identifier;
  return fields;
}
