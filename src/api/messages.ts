/**
 * The data layer's messages (first seed, section 8). These are the
 * catalogue's `dataLayer.*` entries (src/catalogue/en.ts), copied here so a
 * chunk that makes one call does not download the whole catalogue; a unit
 * test keeps the two equal. 'Unable to connect…' is all the seed shows of
 * that message ("rest of wording not shown").
 */
export const DATA_LAYER_MESSAGES = {
  /** `dataLayer.unparseableJson`, with `{url}` and `{detail}` (the parser's own message). */
  unparseableJson: 'Internal Error: Unable to parse server response from ({url}) as JSON: {detail}',
  /** `dataLayer.unauthorized`: 401 or 403. */
  unauthorized: 'Unauthorized request',
  /** `dataLayer.internalServerError`: 500 or 501. */
  internalServerError: 'Internal server error. Please try again later.',
  /** `dataLayer.serviceUnavailable`: 503. */
  serviceUnavailable: 'This service is temporarily unavailable. Please try again later.',
  /** `dataLayer.unableToConnect`: any other status, a network failure, a timeout. */
  unableToConnect: 'Unable to connect…',
} as const;

/** The message for an unparseable answer from `url`. */
export function unparseableMessage(url: string, detail: string): string {
  // Plain replacement, not the ICU formatter: a url or a parser message may hold braces.
  return DATA_LAYER_MESSAGES.unparseableJson.replace('{url}', () => url).replace('{detail}', () => detail);
}

/** The message for a failed status with no usable error body (first seed, section 8). */
export function messageForStatus(status: number): string {
  if (status === 401 || status === 403) return DATA_LAYER_MESSAGES.unauthorized;
  if (status === 500 || status === 501) return DATA_LAYER_MESSAGES.internalServerError;
  if (status === 503) return DATA_LAYER_MESSAGES.serviceUnavailable;
  return DATA_LAYER_MESSAGES.unableToConnect;
}

/** Whether a failed status is the "any other status" kind that a retry count retries. */
export function isRetriedStatus(status: number): boolean {
  return messageForStatus(status) === DATA_LAYER_MESSAGES.unableToConnect;
}
