/**
 * The places-search client (docs/behaviour/services.md#site-clients): the
 * platform's proxy of the maps service's places search.
 *
 * - `autocomplete(query, tracking?)`: `GET /api/google-maps/places/autocomplete`;
 * - `details(query, tracking?)`: `GET /api/google-maps/places/details`.
 *
 * The query parameters go as given; the optional tracking context
 * (`productPage`, `productSection`: which product and part of it asked)
 * is added to them. Details without a tracking context is logged as an
 * error (the call still goes: the visitor's address search must work).
 */
import { get } from '../api/request.ts';
import { fail } from '../log.ts';

/** The endpoints. */
export const PLACES_URL = {
  autocomplete: '/api/google-maps/places/autocomplete',
  details: '/api/google-maps/places/details',
} as const;

/** Who is searching, for the platform's usage accounting. */
export interface PlacesTrackingContext {
  productPage: string;
  productSection: string;
}

/** The message logged when details is called without a tracking context. */
export const MISSING_TRACKING_CONTEXT = 'places details called without a tracking context (productPage, productSection)';

type Query = Record<string, string | number | boolean | undefined>;

function withTracking(query: Query, tracking: PlacesTrackingContext | undefined): Record<string, unknown> {
  const params: Record<string, unknown> = Object.assign(Object.create(null) as Record<string, unknown>, query);
  if (tracking) {
    params.productPage = tracking.productPage;
    params.productSection = tracking.productSection;
  }
  return params;
}

const hasTracking = (tracking: PlacesTrackingContext | undefined): tracking is PlacesTrackingContext =>
  !!tracking && typeof tracking.productPage === 'string' && typeof tracking.productSection === 'string';

/** Place predictions for what the visitor typed (`input`, and any other parameters). */
export function autocomplete(query: Query, tracking?: PlacesTrackingContext): Promise<unknown> {
  return get(PLACES_URL.autocomplete, withTracking(query, hasTracking(tracking) ? tracking : undefined), { handleErrors: true });
}

/** The details of one place (`placeId`, and any other parameters). */
export function details(query: Query, tracking?: PlacesTrackingContext): Promise<unknown> {
  if (!hasTracking(tracking)) fail(MISSING_TRACKING_CONTEXT);
  return get(PLACES_URL.details, withTracking(query, hasTracking(tracking) ? tracking : undefined), { handleErrors: true });
}
