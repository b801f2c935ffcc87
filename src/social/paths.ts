/**
 * Where likes and comments are read and sent (docs/behaviour/tools.md#social-paths).
 * The platform's likes and comments calls are not specified, so their paths are
 * one setting: the site context's `socialPaths` (`{ likes, comments }`), else
 * the defaults below. The QA server answers the same defaults (it imports
 * this table), so a deployment changes the paths in its site context, never
 * in code. Each call goes through the data layer (src/api/request.ts).
 *
 * - `GET {likes}?itemIds=a,b`: `{ counts: { a: 3 } }` (items it knows).
 * - `POST {likes}` JSON `{ itemId }`: one like; `{ itemId, count }` after it.
 * - `GET {comments}?itemId=a`: `{ count, comments: [{ id, author, body, createdOn }] }`.
 */
import { warn } from '../log.ts';

/** The social calls' configurable paths. */
export interface SocialPaths {
  /** `GET` reads counts, `POST` sends one like. */
  likes: string;
  /** `GET`: an item's comment count and thread. */
  comments: string;
}

/** The paths used when the site context names none. */
export const DEFAULT_SOCIAL_PATHS: Readonly<SocialPaths> = {
  likes: '/api/content/likes',
  comments: '/api/content/comments',
};

/** How long a social call may take before it counts as failed. */
export const SOCIAL_CALL_TIMEOUT_MS = 10000;

/** One leading `/` (never `//` or `/\`, which leave the origin), no query, fragment, space or backslash. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[^?#\s\\]*$/;

/**
 * The path of the `name` call: the site context's `socialPaths[name]` when it
 * is a same-origin path, else the default (a value that is not one is one warning).
 */
export function socialPath(site: unknown, name: keyof SocialPaths): string {
  const given = Object(Object(site).socialPaths) as Record<string, unknown>;
  const value = Object.hasOwn(given, name) ? given[name] : undefined;
  if (value === undefined || (typeof value === 'string' && SAME_ORIGIN_PATH.test(value))) return (value as string | undefined) ?? DEFAULT_SOCIAL_PATHS[name];
  warn(`site context field "socialPaths.${name}" is not a same-origin path (${JSON.stringify(value)}): ${DEFAULT_SOCIAL_PATHS[name]} used`);
  return DEFAULT_SOCIAL_PATHS[name];
}
