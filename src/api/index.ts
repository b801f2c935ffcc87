/**
 * The data layer: `request` and its shorthands, the error type and the
 * messages. Import it from chunks (`src/api/index.ts`), or load the `api`
 * site module from page scripts (`SiteRuntime.load('api')`).
 */
export { ApiError } from './api-error.ts';
export type { ApiErrorKind } from './api-error.ts';
export { CRUMB_COOKIE, readCrumb, refreshCrumb } from './crumb.ts';
export { DATA_LAYER_MESSAGES, messageForStatus } from './messages.ts';
export { DEFAULT_TIMEOUT_MS, RETRY_DELAY_MS, del, get, post, put, request } from './request.ts';
export type { Method, RequestOptions } from './request.ts';
export { secureOrigin } from './url.ts';
