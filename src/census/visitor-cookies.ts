/**
 * The census visitor cookies (behaviour/census.md#census):
 * - `ss_cvr`: `id|firstVisit|previousVisit|currentVisit|visitCount`, the
 *   visitor id and four positive integers (epoch ms times and a count), kept
 *   two years;
 * - `ss_cvt`: the time of the visitor's last hit (epoch ms), kept thirty
 *   minutes: while it lives, the visit goes on.
 * A cookie that does not match the documented pattern is rebuilt; when `ss_cvt`
 * has expired, `ss_cvr` is renewed with its visit counter incremented.
 */
import { COOKIE_LIFETIME, readCookie, writeCookie } from '../cookies.ts';

const VISITOR_COOKIE = 'ss_cvr';
const VISIT_COOKIE = 'ss_cvt';

/** The fields of `ss_cvr`. */
export interface VisitorRecord {
  id: string;
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  visitCount: number;
}

const POSITIVE = /^[1-9]\d*$/;
/** An id, then four positive integers, separated by pipes. */
const RECORD = /^([\w-]+)\|([1-9]\d*)\|([1-9]\d*)\|([1-9]\d*)\|([1-9]\d*)$/;

/**
 * `ss_cvr` parsed, or `undefined` unless it is an id then four positive integers separated by pipes.
 * @internal Exported for its unit test: ss_cvr validation table (an id and four positive integers).
 */
export function parseVisitorCookie(value: string | undefined): VisitorRecord | undefined {
  const match = value?.match(RECORD);
  if (!match) return undefined;
  const [, id, firstVisit, previousVisit, currentVisit, visitCount] = match as unknown as [string, string, string, string, string, string];
  return { id, firstVisit: +firstVisit, previousVisit: +previousVisit, currentVisit: +currentVisit, visitCount: +visitCount };
}

/**
 * `ss_cvt` parsed, or `undefined` unless it is a positive integer.
 * @internal Exported for its unit test: ss_cvt validation table (a positive integer).
 */
export function parseVisitCookie(value: string | undefined): number | undefined {
  return value !== undefined && POSITIVE.test(value) ? Number(value) : undefined;
}

/**
 * The `ss_cvr` text of a record.
 * @internal Exported for its unit test: ss_cvr format (behaviour/vocabulary.md#vocabulary); touchVisitorCookies writes it into the cookie jar.
 */
export function formatVisitorCookie(r: VisitorRecord): string {
  return [r.id, r.firstVisit, r.previousVisit, r.currentVisit, r.visitCount].join('|');
}

/**
 * A random v4 UUID; `crypto.randomUUID` only exists on secure pages, `getRandomValues` everywhere.
 * Each `0`, `1` and `8` of the pattern takes random bits (`8` only two: the variant, 8 to b); the `4` is the version.
 */
export function newVisitorId(): string {
  const random = crypto.getRandomValues(new Uint8Array(31));
  let i = 0;
  return '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) => (+c ^ (random[i++]! & (15 >> (+c / 4)))).toString(16));
}

/**
 * The visitor record after a hit at `now`: kept as is while the visit lives
 * (a valid `ss_cvt` less than 30 minutes old), renewed with the counter
 * incremented when the visit has expired, rebuilt when `ss_cvr` is invalid.
 * @internal Exported for its unit test: the renewal rule as a pure function: counters and expiry without a cookie jar.
 */
export function nextVisitorRecord(cvr: string | undefined, cvt: string | undefined, now: number, makeId: () => string = newVisitorId): VisitorRecord {
  const record = parseVisitorCookie(cvr);
  if (!record) return { id: makeId(), firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 };
  const lastHit = parseVisitCookie(cvt);
  if (lastHit !== undefined && now - lastHit < COOKIE_LIFETIME.visit * 1000) return record;
  return { ...record, previousVisit: record.currentVisit, currentVisit: now, visitCount: record.visitCount + 1 };
}

/**
 * Reads, renews and writes both cookies for a hit at `now` (callers check
 * consent first) and returns the `ss_cvr` value now in force.
 */
export function touchVisitorCookies(now: number = Date.now(), doc: Document = document): string {
  const record = nextVisitorRecord(readCookie(VISITOR_COOKIE, doc), readCookie(VISIT_COOKIE, doc), now);
  const value = formatVisitorCookie(record);
  writeCookie(VISITOR_COOKIE, value, { maxAgeSeconds: COOKIE_LIFETIME.visitor }, doc);
  writeCookie(VISIT_COOKIE, String(now), { maxAgeSeconds: COOKIE_LIFETIME.visit }, doc);
  return value;
}
