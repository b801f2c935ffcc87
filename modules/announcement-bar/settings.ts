import { safeHref } from '../../src/dom/safe-href.ts';
import type { SiteContext } from '../../src/site-context.ts';

/** What the bar shows, read from `websiteSettings.announcementBarSettings`. */
export interface AnnouncementBarSettings {
  /** Plain text (never written as HTML). */
  text: string;
  /** Where the bar links to, when it does and the target is safe. */
  url?: string;
  newWindow: boolean;
}

/**
 * The bar's settings when it should show (docs/behaviour/page-modules.md#announcement-bar):
 * `showAnnouncementBar` is set, or a signed-in owner is looking (they see
 * the bar they configured); and it has text. Anything else: undefined.
 */
export function announcementBarSettings(site: SiteContext): AnnouncementBarSettings | undefined {
  if (site.showAnnouncementBar !== true && !site.authenticatedAccount) return undefined;
  const raw = site.websiteSettings?.announcementBarSettings;
  if (!raw || typeof raw !== 'object') return undefined;
  const { text, clickthroughUrl } = raw as { text?: unknown; clickthroughUrl?: unknown };
  if (typeof text !== 'string' || !text.trim()) return undefined;
  const link = clickthroughUrl && typeof clickthroughUrl === 'object' ? (clickthroughUrl as { url?: unknown; newWindow?: unknown }) : {};
  return { text: text.trim(), url: safeHref(link.url), newWindow: link.newWindow === true };
}
