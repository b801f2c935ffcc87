/**
 * Website and billing statuses (docs/behaviour/vocabulary.md#vocabulary: "Website
 * statuses are words, not numbers"). The documented rules (behaviour/vocabulary.md#vocabulary) give words, not wire values or numbers; the
 * values below are those words, with the two-word ones kebab-cased
 * ("parking page", "resold grace"). behaviour/vocabulary.md#vocabulary calls the latter
 * "resold grace period" in `website.siteStatus.value`; it is the same state.
 */
export const WEBSITE_STATUS = {
  EXPIRED: 'expired',
  PAST_DUE: 'pastdue',
  TRIAL: 'trial',
  BETA: 'beta',
  REMOVED: 'removed',
  INTERNAL: 'internal',
  COMPED: 'comped',
  PAID: 'paid',
  LINKED: 'linked',
  PARKING_PAGE: 'parking-page',
  RESOLD: 'resold',
  RESOLD_GRACE: 'resold-grace',
  ENTERPRISE: 'enterprise',
} as const;
