/**
 * The social buttons page module (docs/behaviour/page-modules.md#social-buttons): fills
 * each `.sqs-social-buttons` container with a list of links to the site's
 * accounts (`website.socialAccounts`), each opened in a new window with no
 * access back to this page. Only https profile links are used.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { t } from '../../src/catalogue/index.ts';
import { SOCIAL_BUTTONS_TEXT } from '../../src/catalogue/en/social-buttons.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** One account the links are built from. */
export interface SocialAccount {
  service: string;
  url: string;
}

/** The site's accounts with an https profile link, in their order. */
export function socialAccounts(value: unknown): SocialAccount[] {
  if (!Array.isArray(value)) return [];
  const accounts: SocialAccount[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== 'object') continue;
    const { serviceName, profileUrl } = entry as { serviceName?: unknown; profileUrl?: unknown };
    if (typeof serviceName !== 'string' || !serviceName.trim() || typeof profileUrl !== 'string') continue;
    try {
      const url = new URL(profileUrl);
      if (url.protocol === 'https:') accounts.push({ service: serviceName.trim(), url: url.href });
    } catch {
      // not a URL: left out
    }
  }
  return accounts;
}

/** Fills the containers that asked. */
export function start({ site, elements }: PageModuleContext): ModuleCleanup | void {
  const accounts = socialAccounts(site.website.socialAccounts);
  if (!accounts.length) return;
  const siteName = site.website.siteTitle ?? '';
  const lists: HTMLElement[] = [];
  for (const container of elements) {
    const list = ownDoc.createElement('ul');
    list.className = 'sqs-social-buttons-list';
    list.setAttribute('aria-label', t(SOCIAL_BUTTONS_TEXT, 'list'));
    for (const account of accounts) {
      const item = ownDoc.createElement('li');
      const link = ownDoc.createElement('a');
      link.className = `sqs-social-button sqs-social-button--${account.service.toLowerCase().replace(/[^a-z0-9-]/g, '')}`;
      link.href = account.url;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      link.textContent = account.service;
      link.setAttribute('aria-label', t(SOCIAL_BUTTONS_TEXT, 'follow', { site: siteName, service: account.service }));
      item.append(link);
      list.append(item);
    }
    container.append(list);
    lists.push(list);
  }
  return () => lists.forEach((list) => list.remove());
}
