/**
 * The crumb: the platform's anti-forgery token, kept in the `crumb` cookie.
 * The data layer sends it as a query parameter; the error reporter as a
 * header. On `crumbFail` it is refreshed (from the answer when it carries a
 * new one, else from `GET /api/auth/crumb`, which sets the cookie).
 */
import { readCookie, writeCookie } from '../cookies.ts';
import { warn } from '../log.ts';
import { pageAddress } from '../dom/page-address.ts';

/** The crumb cookie's name. */
export const CRUMB_COOKIE = 'crumb';
/** Where a fresh crumb comes from. */
const CRUMB_URL = '/api/auth/crumb';

/** The current crumb, or undefined when the page has none. */
export function readCrumb(): string | undefined {
  return readCookie(CRUMB_COOKIE) || undefined;
}

/**
 * Gets a fresh crumb: the one the failing answer carried, else one from the
 * server. Resolves with it (or undefined when none could be had).
 */
export async function refreshCrumb(fromAnswer?: unknown, timeoutMs = 10000): Promise<string | undefined> {
  if (typeof fromAnswer === 'string' && fromAnswer) {
    writeCookie(CRUMB_COOKIE, fromAnswer);
    return fromAnswer;
  }
  try {
    const response = await fetch(pageAddress(CRUMB_URL), { credentials: 'same-origin', signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json()) as { crumb?: unknown };
    if (typeof body?.crumb === 'string' && body.crumb) {
      // The server usually sets the cookie too; writing it keeps both in step.
      if (readCrumb() !== body.crumb) writeCookie(CRUMB_COOKIE, body.crumb);
      return body.crumb;
    }
  } catch (error) {
    warn('could not refresh the crumb:', error);
  }
  return readCrumb();
}
