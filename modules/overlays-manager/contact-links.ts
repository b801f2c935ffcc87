import type { SiteContext } from '../../src/site-context.ts';
import { mailtoLinkProblem, telLinkProblem } from '../../src/validate/link.ts';

/** One action of the mobile information bar. */
export interface ContactLink {
  kind: 'email' | 'call' | 'location';
  href: string;
}

/** How a site's contact number may be written: digits with spaces, parentheses, dots and dashes. */
const PHONE = /^\+?[0-9 ().-]{4,30}$/;

/**
 * The bar's actions from `mobileInfoBarSettings` (`isContactEmailEnabled`,
 * `isContactPhoneNumberEnabled`, `isLocationEnabled`) and the website's
 * `contactEmail`, `contactPhoneNumber` and `location.addressTitle` /
 * `addressLine1`. Values that are not an email or a phone number are left out:
 * the email and call links must pass the platform's own rules for mailto and
 * tel links (docs/behaviour/vocabulary.md#reachable-vocabulary: "passes the platform's
 * own mailto and tel rules"), as the editor would have checked them.
 */
export function contactLinks(site: SiteContext, settings: Record<string, unknown>): ContactLink[] {
  const website = site.website;
  const links: ContactLink[] = [];
  const email = typeof website.contactEmail === 'string' ? website.contactEmail.trim() : '';
  const mailto = `mailto:${email}`;
  if (settings.isContactEmailEnabled === true && email && !mailtoLinkProblem(mailto)) links.push({ kind: 'email', href: mailto });
  const phone = typeof website.contactPhoneNumber === 'string' ? website.contactPhoneNumber.trim() : '';
  const tel = `tel:${phone.replace(/[^+0-9]/g, '')}`;
  if (settings.isContactPhoneNumberEnabled === true && PHONE.test(phone) && !telLinkProblem(tel)) links.push({ kind: 'call', href: tel });
  const location = website.location && typeof website.location === 'object' ? (website.location as Record<string, unknown>) : {};
  const address = [location.addressTitle, location.addressLine1, location.addressLine2].filter((part) => typeof part === 'string' && part.trim()).join(', ');
  if (settings.isLocationEnabled === true && address) links.push({ kind: 'location', href: `https://maps.google.com/maps?q=${encodeURIComponent(address)}` });
  return links;
}
