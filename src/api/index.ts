/**
 * The data layer: `request` and its shorthands, the error type and the
 * message for a failed status (`messageForStatus`, in the active language).
 * Import it from chunks (`src/api/index.ts`), or from page scripts through
 * `SiteRuntime.load('services').then((s) => s.api())`.
 */
export { ApiError } from './api-error.ts';
export type { ApiErrorKind } from './api-error.ts';
export { CRUMB_COOKIE, readCrumb, refreshCrumb } from './crumb.ts';
export { messageForStatus } from './messages.ts';
export { DEFAULT_TIMEOUT_MS, RETRY_DELAY_MS, del, get, post, put, request } from './request.ts';
export type { Method, RequestOptions } from './request.ts';
export { secureOrigin } from './url.ts';
export { XSRF_HEADER, readXsrfToken, setXsrfToken } from './xsrf.ts';
