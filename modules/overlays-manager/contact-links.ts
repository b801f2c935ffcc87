import type { SiteContext } from '../../src/site-context.ts';

/** One action of the mobile information bar. */
export interface ContactLink {
  kind: 'email' | 'call' | 'location';
  href: string;
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const PHONE = /^\+?[0-9 ().-]{4,30}$/;

/**
 * The bar's actions from `mobileInfoBarSettings` (`isContactEmailEnabled`,
 * `isContactPhoneNumberEnabled`, `isLocationEnabled`) and the website's
 * `contactEmail`, `contactPhoneNumber` and `location.addressTitle` /
 * `addressLine1`. Values that are not an email or a phone number are left out.
 */
export function contactLinks(site: SiteContext, settings: Record<string, unknown>): ContactLink[] {
  const website = site.website;
  const links: ContactLink[] = [];
  const email = typeof website.contactEmail === 'string' ? website.contactEmail.trim() : '';
  if (settings.isContactEmailEnabled === true && EMAIL.test(email)) links.push({ kind: 'email', href: `mailto:${email}` });
  const phone = typeof website.contactPhoneNumber === 'string' ? website.contactPhoneNumber.trim() : '';
  if (settings.isContactPhoneNumberEnabled === true && PHONE.test(phone)) links.push({ kind: 'call', href: `tel:${phone.replace(/[^+0-9]/g, '')}` });
  const location = website.location && typeof website.location === 'object' ? (website.location as Record<string, unknown>) : {};
  const address = [location.addressTitle, location.addressLine1, location.addressLine2].filter((part) => typeof part === 'string' && part.trim()).join(', ');
  if (settings.isLocationEnabled === true && address) links.push({ kind: 'location', href: `https://maps.google.com/maps?q=${encodeURIComponent(address)}` });
  return links;
}
