/**
 * The analytics client for page scripts (docs/behaviour/services.md#analytics-client):
 *
 * - `track(schema, fields)`: one general event to `POST /api/v1/events`
 *   (JSON; by beacon, form-encoded, when the page is hidden or the call
 *   cannot reach the server); 200 and 202 are success, any other status
 *   rejects with 'Error tracking event: HTTP Status N';
 * - `recordEvent(name, fields)`: `POST /api/events/RecordEvent`,
 *   form-encoded with the crumb;
 * - `layerEventFields()`: the image/map layer's payload for this page;
 * - `pageContext()`: the page-context fields these events depend on.
 *
 * Fields of the wrong type are dropped with a warning; an empty payload
 * rejects with 'no payload'. Nothing is sent without consent or where the
 * census skips the page (signed-in owners, analytics off…): the call then
 * resolves `false` without a request.
 */
import { recordEvent as sendRecordEvent, sendAnalyticsEvent } from '../census/analytics-events.ts';
import { censusBlockedBy } from '../census/gate.ts';
import { layerEventFields as fieldsFor, type LayerEventFields } from '../census/layer-event-fields.ts';
import { pageContextFields, type PageContextFields } from '../census/page-context-fields.ts';
import { getRuntime } from '../runtime-api.ts';

export { REQUIRED_EVENT_FIELDS } from '../census/analytics-events.ts';

/** Sends one general event; resolves true when sent, false when the page may not be counted. */
export async function track(customSchemaName: string, fields: Record<string, unknown>, options: { beacon?: boolean } = {}): Promise<boolean> {
  const context = getRuntime().context;
  if (censusBlockedBy(context)) return false;
  await sendAnalyticsEvent(customSchemaName, fields, context, options.beacon);
  return true;
}

/** Sends one RecordEvent; resolves true when sent, false when the page may not be counted. */
export async function recordEvent(eventName: string, fields: Record<string, unknown>): Promise<boolean> {
  const context = getRuntime().context;
  if (censusBlockedBy(context)) return false;
  await sendRecordEvent(eventName, fields, context);
  return true;
}

/** The image/map layer's event payload for this page. */
export const layerEventFields = (): LayerEventFields => fieldsFor(getRuntime().context);

/** The page-context fields (tweaks, cover or parking page, resold, developer mode, signed in, app domain, identifier). */
export const pageContext = (): PageContextFields => pageContextFields(getRuntime().context);
