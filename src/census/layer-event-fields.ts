/**
 * The analytics payload of the image and map layer (docs/behaviour/services.md#analytics-client):
 * `pagePath`, `pageHash`, `websiteId`, `templateId`, `variantId`,
 * `memberAccountId`, `member_locale` and `website_locale`, read from the
 * address and the page context. Fields the page does not carry are left
 * out rather than sent empty.
 */
import type { SiteContext } from '../site-context.ts';

/** The layer's payload. */
export interface LayerEventFields {
  pagePath: string;
  pageHash: string;
  websiteId?: string;
  templateId?: string;
  variantId?: string;
  memberAccountId?: string;
  member_locale?: string;
  website_locale?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The payload for this page. */
export function layerEventFields(context: SiteContext, loc: Pick<Location, 'pathname' | 'hash'> = location): LayerEventFields {
  const account = context.authenticatedAccount as { id?: unknown; preferredLocale?: unknown; locale?: unknown } | undefined;
  const fields: LayerEventFields = { pagePath: loc.pathname, pageHash: loc.hash.replace(/^#/, '') };
  const optional: Omit<LayerEventFields, 'pagePath' | 'pageHash'> = {
    websiteId: text(context.website?.id),
    templateId: text(context.templateId),
    variantId: text(context.templateVariantId) ?? text(context.variantId),
    memberAccountId: text(account?.id),
    member_locale: text(account?.preferredLocale) ?? text(account?.locale),
    website_locale: text(context.website?.language),
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) (fields as unknown as Record<string, string>)[key] = value;
  return fields;
}
