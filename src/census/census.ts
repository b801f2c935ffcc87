/**
 * The census run of one page: decides whether the page may be counted
 * (consent and skip rules), and if so renews the visitor cookies, sends the
 * page hit, the landing beacon on a session's first page, keeps the
 * analytics id, collects performance records and batches traces. It looks
 * again when consent changes and when the page comes back from the
 * back/forward cache (which counts as a new page hit).
 *
 * Without consent, the tracking cookies are cleared and nothing is sent.
 */
import { clearTrackingCookies } from '../consent/tracking-cookies.ts';
import type { SiteRuntime } from '../runtime-api.ts';
import { loadAccountRoles } from './account-roles.ts';
import { analyticsId } from './analytics-id.ts';
import { censusBlockedBy } from './gate.ts';
import { sendLandingBeacon } from './landing-beacon.ts';
import { onPageHide } from './page-hide.ts';
import { recordPageHit } from './page-hit.ts';
import { startPerformanceRecords, type PerformanceReport } from './performance-records.ts';
import { onSendFailure } from './send.ts';
import { sessionInfo } from './session-info.ts';

let runtime: SiteRuntime | undefined;
/** The Trace batch, loaded with the first census failure it records (most pages have none). */
let traceBatch: typeof import('./trace.ts') | undefined;
let hitSent = false;
let sendersStarted = false;

const allowed = (): boolean => !!runtime && !censusBlockedBy(runtime.context);

/** A failed performance settings call, reported with its words, which load with the first one. */
const reportPerformanceFailure: PerformanceReport = (failure, status) => {
  import('./performance-failure.ts').then((module) => module.reportPerformanceFailure(failure, status)).catch(() => undefined);
};

/** Starts the census's once-a-page senders, the first time the page may be counted. */
function startSenders(): void {
  sendersStarted = true;
  onSendFailure((path, reason) => {
    import('./trace.ts')
      .then((batch) => {
        traceBatch = batch;
        if (path !== batch.TRACE_PATH) batch.trace('census-failure', { path, reason });
      })
      .catch(() => undefined);
  });
  analyticsId();
  if (sessionInfo().isFirstLanding) sendLandingBeacon();
  // The settings call's failures are errors of the page, not census traces
  // (docs/behaviour/census.md#performance-records): they go to the error reporter,
  // whose chunk loads only when one happens.
  const flushRecords = startPerformanceRecords(reportPerformanceFailure, allowed);
  onPageHide(() => {
    flushRecords();
    if (traceBatch && allowed()) traceBatch.flushTrace();
  });
}

/** Looks at consent and the skip rules now, and does whatever they allow that is not done yet. */
function evaluateCensus(): void {
  if (!runtime) return;
  const blocked = censusBlockedBy(runtime.context);
  if (blocked === 'no-consent') clearTrackingCookies();
  if (blocked) return;
  if (!sendersStarted) startSenders();
  if (!hitSent) {
    hitSent = true;
    recordPageHit(runtime.context);
  }
}

/** Starts the census for this page; safe to call again (it only looks again). */
export function startCensus(site: SiteRuntime): void {
  if (runtime) return evaluateCensus();
  runtime = site;
  site.bus.on('consent:change', evaluateCensus);
  addEventListener('pageshow', (event) => {
    // A page restored from the back/forward cache is a new view of it.
    if (event.persisted) {
      hitSent = false;
      evaluateCensus();
    }
  });
  evaluateCensus();
  // A signed-in account is counted only when viewer-only, which the role
  // table says once it has loaded (account-roles.ts); a failure is swallowed.
  if (site.context.authenticatedAccount) loadAccountRoles().then(evaluateCensus, () => undefined);
}
