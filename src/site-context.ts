/**
 * The parts of the page's site context (docs/behaviour/start-up.md#start-up: "reads
 * the site context") that the runtime reads. Real pages carry more; unknown fields
 * are kept and ignored.
 */
export interface SiteContext {
  website: {
    id: string;
    identifier?: string;
    baseUrl?: string;
    language?: string;
    developerMode?: boolean;
    cloneable?: boolean;
    siteTitle?: string;
    [key: string]: unknown;
  };
  pageType: number;
  templateId?: string;
  templateVersion?: string;
  appDomain?: string;
  websiteSettings?: Record<string, unknown>;
  cookieSettings?: Record<string, unknown>;
  collection?: { id?: string; type?: number; title?: string; fullUrl?: string; permissionType?: number };
  item?: { id?: string; title?: string; recordType?: number };
  collectionId?: string;
  itemId?: string;
  authenticatedAccount?: { id: string; [key: string]: unknown };
  websiteRoles?: unknown;
  accessPermissions?: unknown;
  showAnnouncementBar?: boolean;
  [key: string]: unknown;
}
