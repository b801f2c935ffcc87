/**
 * The overlays manager page module (docs/behaviour/page-modules.md#site-overlays): the
 * site badge, the mobile information bar and the licensed-assets bar, in
 * one fixed strip at the bottom of the viewport. Each follows its own rule;
 * nothing is added when none shows.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { t } from '../../src/catalogue/index.ts';
import { SITE_OVERLAYS_TEXT } from '../../src/catalogue/en/site-overlays.ts';
import { badgeColour, infoBarTheme } from './rules.ts';
import { contactLinks } from './contact-links.ts';
import './overlays-manager.css';
import { ownDoc } from '../../src/dom/doc.ts';

/** Where the badge links to: the platform's home page. */
export const BADGE_URL = 'https://www.squarespace.com/';

/** What the page is like for the rules. */
export interface OverlayEnvironment {
  mobile: boolean;
  width: number;
}

/** A touch-first device, as the information bar's "mobile" means. */
export const pageEnvironment = (): OverlayEnvironment => ({
  mobile: matchMedia('(pointer: coarse)').matches || /Mobi|Android|iPhone|iPad/.test(navigator.userAgent),
  width: innerWidth,
});

function link(className: string, href: string, text: string): HTMLAnchorElement {
  const anchor = ownDoc.createElement('a');
  anchor.className = className;
  anchor.href = href;
  anchor.textContent = text;
  return anchor;
}

/** Adds what shows. */
export function start({ site, elements }: PageModuleContext, env: OverlayEnvironment = pageEnvironment()): ModuleCleanup | void {
  const settings = site.websiteSettings ?? {};
  // A landmark of its own, so nothing it holds sits outside one.
  const strip = ownDoc.createElement('aside');
  strip.className = 'sqs-site-overlays';
  strip.setAttribute('aria-label', t(SITE_OVERLAYS_TEXT, 'strip'));
  if (elements.some((element) => element.matches('img[data-licensed-asset-preview]'))) {
    const bar = ownDoc.createElement('p');
    bar.className = 'sqs-licensed-assets-bar';
    bar.setAttribute('role', 'status');
    bar.textContent = t(SITE_OVERLAYS_TEXT, 'licensedAssets');
    strip.append(bar);
  }
  const infoSettings =
    settings.mobileInfoBarSettings && typeof settings.mobileInfoBarSettings === 'object' ? (settings.mobileInfoBarSettings as Record<string, unknown>) : {};
  const theme = infoBarTheme(infoSettings.style, env.mobile, env.width);
  const actions = theme ? contactLinks(site, infoSettings) : [];
  if (theme && actions.length) {
    const bar = ownDoc.createElement('nav');
    bar.className = `sqs-mobile-info-bar sqs-mobile-info-bar--${theme}`;
    bar.setAttribute('aria-label', t(SITE_OVERLAYS_TEXT, 'infoBar'));
    for (const action of actions) {
      const anchor = link('sqs-mobile-info-bar-action', action.href, t(SITE_OVERLAYS_TEXT, action.kind));
      if (action.kind === 'location') {
        anchor.target = '_blank';
        anchor.rel = 'noopener noreferrer';
      }
      bar.append(anchor);
    }
    strip.append(bar);
  }
  const colour = badgeColour(site.templateVersion, settings.ssBadgeType);
  if (colour) {
    const badge = link(`sqs-site-badge sqs-site-badge--${colour}`, BADGE_URL, t(SITE_OVERLAYS_TEXT, 'badge'));
    badge.target = '_blank';
    badge.rel = 'noopener noreferrer';
    strip.prepend(badge);
  }
  if (!strip.childElementCount) return;
  ownDoc.body.append(strip);
  return () => strip.remove();
}
