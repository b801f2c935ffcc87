// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { start } from '../../../../modules/overlays-manager/index.ts';
import { badgeColour, infoBarTheme } from '../../../../modules/overlays-manager/rules.ts';
import { moduleContext } from '../context.ts';

const desktop = { mobile: false, width: 1280 };
const phone = { mobile: true, width: 390 };
const website = {
  id: 'w',
  contactEmail: 'hello@example.com',
  contactPhoneNumber: '+1 (555) 010-2030',
  location: { addressTitle: 'Shop', addressLine1: '1 Main St' },
};
const info = { style: 3, isContactEmailEnabled: true, isContactPhoneNumberEnabled: true, isLocationEnabled: true };

afterEach(() => (document.body.innerHTML = ''));

describe('the site badge', () => {
  it('black or white; never on 7.1, for none (1) or a missing type', () => {
    expect(badgeColour('7', 2)).toBe('black');
    expect(badgeColour(8, 3)).toBe('white');
    expect(badgeColour('7.1', 2)).toBeUndefined();
    expect(badgeColour('7', 1)).toBeUndefined();
    expect(badgeColour('7', undefined)).toBeUndefined();
  });
  it('is a link opened safely in a new window', () => {
    start(moduleContext('overlays-manager', { templateVersion: '7', websiteSettings: { ssBadgeType: 3 } }), desktop);
    const badge = document.querySelector<HTMLAnchorElement>('.sqs-site-badge')!;
    expect(badge.className).toBe('sqs-site-badge sqs-site-badge--white');
    expect(badge.rel).toBe('noopener noreferrer');
  });
});

describe('the mobile information bar', () => {
  it('only on mobile at 1024 px or less, with a style other than none', () => {
    expect(infoBarTheme(2, true, 1024)).toBe('light');
    expect(infoBarTheme(3, true, 390)).toBe('dark');
    expect(infoBarTheme(3, true, 1025)).toBeUndefined();
    expect(infoBarTheme(3, false, 390)).toBeUndefined();
    expect(infoBarTheme(1, true, 390)).toBeUndefined();
  });
  it('offers email, call and location from the website', () => {
    start(moduleContext('overlays-manager', { website, websiteSettings: { mobileInfoBarSettings: info } }), phone);
    const nav = document.querySelector('nav.sqs-mobile-info-bar--dark')!;
    expect(nav.getAttribute('aria-label')).toBe('Contact');
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Email', 'mailto:hello@example.com'],
      ['Call', 'tel:+15550102030'],
      ['Location', 'https://maps.google.com/maps?q=Shop%2C%201%20Main%20St'],
    ]);
  });
  it('leaves out values that are not an email or phone number; nothing at all on desktop', () => {
    start(
      moduleContext('overlays-manager', {
        website: { id: 'w', contactEmail: 'javascript:alert(1)//@x.y z', contactPhoneNumber: 'call me' },
        websiteSettings: { mobileInfoBarSettings: info },
      }),
      phone,
    );
    expect(document.querySelector('.sqs-site-overlays')).toBeNull();
    start(moduleContext('overlays-manager', { website, websiteSettings: { mobileInfoBarSettings: info } }), desktop);
    expect(document.querySelector('.sqs-site-overlays')).toBeNull();
  });
  it('offers only links that pass the platform rules for mailto and tel links', () => {
    // A number of punctuation only would give a bare 'tel:'; an address with two '@' or no dotted domain is no mailto link.
    for (const [contactEmail, contactPhoneNumber] of [
      ['a@b@example.com', '( ) - .'],
      ['hello@localhost', '(12) 3'],
      ['hello @example.com', '+1 2'],
    ]) {
      document.body.replaceChildren();
      start(
        moduleContext('overlays-manager', { website: { ...website, contactEmail, contactPhoneNumber }, websiteSettings: { mobileInfoBarSettings: info } }),
        phone,
      );
      expect([...document.querySelectorAll('.sqs-mobile-info-bar a')].map((a) => a.textContent)).toEqual(['Location']);
    }
  });
});

describe('the licensed-assets bar', () => {
  it('shows when preview licensed images are on the page', () => {
    document.body.innerHTML = '<img data-licensed-asset-preview alt="">';
    start(moduleContext('overlays-manager', {}, [document.querySelector('img')!]), desktop);
    expect(document.querySelector('.sqs-licensed-assets-bar')!.textContent).toMatch(/preview images that are not licensed/);
  });
});
