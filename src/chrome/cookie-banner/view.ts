/**
 * The banner's DOM: a labelled region (it never blocks the page, so it is
 * not a dialog) with the site's text and its calls to action. Classes carry
 * the variant, position, theme and CTA variant; cookie-banner.css styles
 * them. Built with createElement only: no HTML string is ever parsed into
 * the page (the owner's rich text goes through rich-text.ts).
 *
 * Text the site leaves empty, and the region's name, come from the
 * catalogue's `cookieBanner` area, read at each render: the language
 * active then (setLocale) is the one shown.
 */
import { t } from '../../catalogue/index.ts';
import { COOKIE_BANNER_TEXT } from '../../catalogue/en/cookie-banner.ts';
import type { CookieBannerSettings } from '../../consent/settings.ts';
import { fillBannerText } from './banner-text.ts';
import { ownDocOf } from '../../dom/doc.ts';

const BLOCK = 'ss-cookie-banner';
const kebab = (value: string): string => value.toLowerCase().replace(/_/g, '-');

/** What the banner's buttons do. */
export interface BannerActions {
  accept(): void;
  decline(): void;
}

function button(className: string, text: string, onClick: () => void, doc: Document): HTMLButtonElement {
  const element = ownDocOf(doc).createElement('button') as HTMLButtonElement;
  element.type = 'button';
  element.className = className;
  element.textContent = text;
  element.addEventListener('click', onClick);
  return element;
}

/** The close-style icon of the ICON call to action (decorative: the button carries the name). */
function icon(doc: Document): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = ownDocOf(doc).createElementNS(ns, 'svg') as SVGSVGElement;
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = ownDocOf(doc).createElementNS(ns, 'path');
  path.setAttribute('d', 'M3 3l10 10M13 3L3 13');
  svg.appendChild(path);
  return svg;
}

/** The banner's text for `settings`: the site's, else the catalogue's default. */
export const bannerTextOf = (settings: CookieBannerSettings): string => settings.cookieBannerText || t(COOKIE_BANNER_TEXT, 'defaultText');

/** Fills `root` (emptied first) with the banner for `settings`. */
export function renderBanner(root: HTMLElement, settings: CookieBannerSettings, actions: BannerActions, doc: Document = document): void {
  const variant = kebab(settings.cookieBannerVariant);
  const cta = kebab(settings.cookieBannerCtaVariant);
  root.className = [
    // The platform's own class: the Escape stack treats it as a control area,
    // so a press on the banner never closes an open dialog.
    'sqs-cookie-banner-v2',
    BLOCK,
    `${BLOCK}--${variant}`,
    `${BLOCK}--${variant}-${kebab(settings.cookieBannerPosition)}`,
    `${BLOCK}--theme-${kebab(settings.cookieBannerTheme)}`,
    `${BLOCK}--cta-${cta}`,
  ].join(' ');
  root.setAttribute('role', 'region');
  root.setAttribute('aria-label', t(COOKIE_BANNER_TEXT, 'label'));
  root.dataset.variant = settings.cookieBannerVariant;
  root.dataset.position = settings.cookieBannerPosition;
  root.dataset.theme = settings.cookieBannerTheme;
  root.dataset.ctaVariant = settings.cookieBannerCtaVariant;
  root.dataset.acceptType = settings.cookieBannerAcceptType;

  const text = ownDocOf(doc).createElement('div');
  text.className = `${BLOCK}__text`;
  fillBannerText(text, bannerTextOf(settings), doc);
  const acceptText = settings.cookieBannerCtaText || t(COOKIE_BANNER_TEXT, 'accept');

  const actionsRow = ownDocOf(doc).createElement('div');
  actionsRow.className = `${BLOCK}__actions`;
  if (settings.cookieBannerAcceptType === 'OPT_IN_AND_OUT') {
    actionsRow.appendChild(
      button(
        `${BLOCK}__decline ${BLOCK}__cta--${cta === 'icon' ? 'text' : cta}`,
        settings.cookieBannerOptOutCtaText || t(COOKIE_BANNER_TEXT, 'decline'),
        actions.decline,
        doc,
      ),
    );
  }
  const accept = button(`${BLOCK}__accept ${BLOCK}__cta--${cta}`, acceptText, actions.accept, doc);
  if (cta === 'icon') {
    // The icon replaces the visible text; the CTA text stays the accessible name.
    accept.setAttribute('aria-label', acceptText);
    accept.replaceChildren(icon(doc));
  }
  actionsRow.appendChild(accept);
  root.replaceChildren(text, actionsRow);
}
