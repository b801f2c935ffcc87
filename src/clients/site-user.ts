/**
 * The site-user (visitor account) session client (docs/behaviour/services.md#site-user):
 *
 * - `login({ email, password, rememberMe })`: `POST
 *   /api/site-users/account/session` (JSON); the answer's `xsrfToken` is
 *   kept, and the data layer sends it as a header on every later call;
 * - `logout({ cloneCart })`: `DELETE /api/site-users/account/session?cloneCart=…`,
 *   retried once when the answer reports a crumb failure (the data layer's
 *   crumb refresh), then the token is forgotten.
 *
 * The password goes in the request body and nowhere else: it is not
 * logged, not stored, not kept by this module, and a failure's message
 * never carries it (the data layer's messages name the url only).
 */
import { del, post } from '../api/request.ts';
import { setXsrfToken } from '../api/xsrf.ts';
// Types only (no bytes in dist/): the shapes the QA mock checks requests against (docs/qa-server.md#shapes).
import type { SessionAnswer, SessionEndQuery, SessionRequest } from '../../fixtures/server/api-shapes.ts';

/** The session endpoint. */
export const SESSION_URL = '/api/site-users/account/session';

/** The login payload (field names as the platform's). */
export interface LoginPayload {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/** What a successful login answered, without the token (which the data layer keeps). */
export interface LoginAnswer {
  /** Whether the answer carried a token (it is then sent on every later call). */
  hasXsrfToken: boolean;
  [key: string]: unknown;
}

/**
 * Logs a site user in. Resolves with the answer's other fields; rejects
 * with the data layer's ApiError (shown by the caller: `handleErrors`).
 */
export async function login(payload: LoginPayload): Promise<LoginAnswer> {
  const answer = await post<Partial<SessionAnswer> | null>(
    SESSION_URL,
    { email: payload.email, password: payload.password, rememberMe: payload.rememberMe === true } satisfies SessionRequest,
    { json: true, handleErrors: true },
  );
  const { xsrfToken, ...rest } = answer ?? {};
  const token = typeof xsrfToken === 'string' && xsrfToken ? xsrfToken : undefined;
  setXsrfToken(token);
  return { ...rest, hasXsrfToken: token !== undefined };
}

/**
 * Logs the site user out; `cloneCart` asks the server to keep a copy of the
 * cart for the logged-out visitor. The token is forgotten once the server
 * has agreed (a failed logout leaves the session, and its token, as it was).
 */
export async function logout(options: { cloneCart?: boolean } = {}): Promise<void> {
  const query: Record<keyof SessionEndQuery, boolean> = { cloneCart: options.cloneCart === true };
  await del(SESSION_URL, query, { handleErrors: true });
  setXsrfToken(undefined);
}
