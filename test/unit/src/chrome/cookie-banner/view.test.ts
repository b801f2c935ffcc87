// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_TEXT } from '../../../../../src/catalogue/en/cookie-banner.ts';
import { registerCatalogue, setLocale } from '../../../../../src/catalogue/register.ts';
import { normaliseBannerSettings } from '../../../../../src/consent/settings.ts';
import { richTextFragment } from '../../../../../src/chrome/cookie-banner/rich-text.ts';
import { renderBanner } from '../../../../../src/chrome/cookie-banner/view.ts';

const html = (fragment: DocumentFragment) => {
  const div = document.createElement('div');
  div.append(fragment);
  return div.innerHTML;
};

describe('the banner text allow-list', () => {
  it('keeps paragraphs, emphasis and safe links', () => {
    expect(html(richTextFragment('<p>We use <strong>cookies</strong>. <a href="/privacy">Privacy</a></p>'))).toBe(
      '<p>We use <strong>cookies</strong>. <a href="/privacy">Privacy</a></p>',
    );
    expect(html(richTextFragment('<a href="https://x.org" target="_blank" onclick="x()">x</a>'))).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops scripts, handlers, styles and unsafe links, keeping plain text', () => {
    const out = html(
      richTextFragment(
        '<p style="color:red" onmouseover="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">bad</a><div><h2>Title</h2></div><style>p{}</style>',
      ),
    );
    expect(out).toBe('<p>Hi</p><a>bad</a>Title');
  });
});

describe('the banner view', () => {
  const actions = { accept: vi.fn(), decline: vi.fn() };
  afterEach(() => setLocale('en'));

  it("shows the catalogue's default text and calls to action where the site sets none", () => {
    const root = document.createElement('section');
    renderBanner(
      root,
      normaliseBannerSettings({ cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'TEXT', cookieBannerText: '<p></p>' }),
      actions,
    );
    const { defaultText, decline, accept, label } = COOKIE_BANNER_TEXT.messages;
    expect(root.querySelector('.ss-cookie-banner__text')!.textContent).toBe(defaultText);
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).toEqual([decline, accept]);
    expect(root.getAttribute('aria-label')).toBe(label);
  });

  it('shows the defaults in the language active when it renders, English where a key has no translation', () => {
    registerCatalogue('fr', { cookieBanner: { defaultText: 'Ce site utilise des cookies.', accept: 'Accepter', label: 'Consentement aux cookies' } });
    const settings = normaliseBannerSettings({ cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'TEXT' });
    setLocale('fr');
    const root = document.createElement('section');
    renderBanner(root, settings, actions);
    expect(root.querySelector('.ss-cookie-banner__text')!.textContent).toBe('Ce site utilise des cookies.');
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Decline', 'Accepter']);
    expect(root.getAttribute('aria-label')).toBe('Consentement aux cookies');
  });

  it('is a labelled region carrying its variant, position, theme and CTA variant', () => {
    const root = document.createElement('section');
    renderBanner(
      root,
      normaliseBannerSettings({
        cookieBannerVariant: 'POPUP',
        cookieBannerPosition: 'TOP_RIGHT',
        cookieBannerTheme: 'LIGHT',
        cookieBannerCtaVariant: 'BUTTON',
      }),
      actions,
    );
    expect(root.getAttribute('role')).toBe('region');
    expect(root.getAttribute('aria-label')).toBe('Cookie consent');
    expect(root.className).toBe(
      'sqs-cookie-banner-v2 ss-cookie-banner ss-cookie-banner--popup ss-cookie-banner--popup-top-right ss-cookie-banner--theme-light ss-cookie-banner--cta-button',
    );
    expect(root.querySelector('.ss-cookie-banner__text')!.textContent).toBe('This website uses cookies to improve your experience.');
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Accept']);
  });

  it('shows an opt-out call to action for OPT_IN_AND_OUT, and wires both', () => {
    const root = document.createElement('section');
    renderBanner(
      root,
      normaliseBannerSettings({ cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'TEXT', cookieBannerOptOutCtaText: 'No thanks' }),
      actions,
    );
    const [decline, accept] = root.querySelectorAll('button');
    expect([decline!.textContent, accept!.textContent]).toEqual(['No thanks', 'Accept']);
    decline!.click();
    accept!.click();
    expect(actions.decline).toHaveBeenCalledOnce();
    expect(actions.accept).toHaveBeenCalledOnce();
  });

  it('draws the ICON call to action as an icon named by the CTA text', () => {
    const root = document.createElement('section');
    renderBanner(root, normaliseBannerSettings({ cookieBannerCtaText: 'Got it' }), actions);
    const accept = root.querySelector('button')!;
    expect(accept.getAttribute('aria-label')).toBe('Got it');
    expect(accept.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(accept.textContent).toBe('');
  });
});
