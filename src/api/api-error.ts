/** Why a data-layer call failed, for callers that handle failures themselves. */
export type ApiErrorKind =
  /** The server's error text (status 400, 401, 500 or 502 with error, message or billingErrorCode). */
  | 'server'
  /** A status with no usable body: the documented message for that status. */
  | 'status'
  /** No answer: the network failed or the timeout ran out. */
  | 'network'
  /** The answer was not JSON. */
  | 'parse'
  /** The answer said `loginRequired`: the login prompt has opened. */
  | 'login-required'
  /** The answer said `authorizationFail`: the system-error overlay has shown. */
  | 'authorization';

/** A failed data-layer call. `message` is what to show the visitor. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** The HTTP status; 0 when no answer came. */
    readonly status: number,
    /** The request url (without the crumb). */
    readonly url: string,
    /** The parsed answer, if any (`errors` holds per-field messages on a 400). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}
