/**
 * The data layer's messages (behaviour/services.md#data-layer): the catalogue's
 * `dataLayer` area, read through t() when an error is made, so they are in
 * the active language.
 */
import { t } from '../catalogue/index.ts';
import { DATA_LAYER_TEXT } from '../catalogue/en/data-layer.ts';

type StatusMessage = 'unauthorized' | 'internalServerError' | 'serviceUnavailable' | 'unableToConnect';

/** Which message a failed status gets (behaviour/services.md#data-layer). */
function keyForStatus(status: number): StatusMessage {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 500 || status === 501) return 'internalServerError';
  if (status === 503) return 'serviceUnavailable';
  return 'unableToConnect';
}

/** The message for an unparseable answer from `url`. */
export function unparseableMessage(url: string, detail: string): string {
  // Argument values are inserted as they are: braces in a url or a parser message are safe.
  return t(DATA_LAYER_TEXT, 'unparseableJson', { url, detail });
}

/** The message for a failed status with no usable error body (behaviour/services.md#data-layer). */
export function messageForStatus(status: number): string {
  return t(DATA_LAYER_TEXT, keyForStatus(status));
}

/** Whether a failed status is the "any other status" kind that a retry count retries. */
export function isRetriedStatus(status: number): boolean {
  return keyForStatus(status) === 'unableToConnect';
}
