/**
 * The census's own messages (second seed, section 8: analytics and
 * performance). They go to the console and the error reporter, never to a
 * visitor, so they are not translated: kept here, the census module that
 * every page loads at idle does not pay for the whole catalogue (~4.7 KB
 * gzip). A unit test keeps them equal to the catalogue's entries.
 */
export const CENSUS_MESSAGES = {
  'analytics.httpStatusError': 'Error tracking event: HTTP Status {status}',
  'analytics.noPayload': 'no payload',
  'performance.unexpectedStatus': 'XHR request DONE with unexpected status',
  'performance.settingsTimeout': 'Metric settings request timeout',
  'performance.noPageLoadId': 'Unable to resolve pageLoadId',
} as const;
