/**
 * The native comments' server call (docs/behaviour/page-modules.md#comments): an item's
 * comment count and thread, `GET {comments}?itemId=…` through the data
 * layer at the configured path (docs/behaviour/tools.md#social-paths). Failures
 * are the caller's to show, never the system-error overlay.
 */
import { get } from '../../src/api/request.ts';
import { socialPath, SOCIAL_CALL_TIMEOUT_MS } from '../../src/social/paths.ts';

/** One comment as the thread shows it: text only, never markup. */
export interface Comment {
  id: string;
  author: string;
  body: string;
  /** Milliseconds since 1970, when the answer gives a usable one. */
  createdOn?: number;
}

/** An item's comments: the count the site gives (else how many came) and the comments it could read. */
export interface Thread {
  count: number;
  comments: Comment[];
}

/** The largest time a Date holds, in milliseconds either side of 1970. */
const MAX_TIME = 8.64e15;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * One answer entry as a {@link Comment}, or undefined when it lacks an id, an author or a body.
 * @internal Exported for its unit test: reads one answer row leniently; its table of bad rows would need a fetch stub per row through the thread.
 */
export function commentOf(value: unknown): Comment | undefined {
  const entry = Object(value) as Record<string, unknown>;
  const [id, author, body] = [text(entry.id), text(entry.author), text(entry.body)];
  if (!id || author === undefined || body === undefined) return undefined;
  // Within the range a Date can hold: beyond it the date would be invalid, and writing it would throw.
  const createdOn = Number.isFinite(entry.createdOn) && Math.abs(entry.createdOn as number) <= MAX_TIME ? (entry.createdOn as number) : undefined;
  return { id, author, body, ...(createdOn === undefined ? {} : { createdOn }) };
}

/** Reads `itemId`'s count and thread; rejects when the site does not answer with one. */
export async function readThread(site: unknown, itemId: string): Promise<Thread> {
  const answer = Object(await get(socialPath(site, 'comments'), { itemId }, { handleErrors: true, timeoutMs: SOCIAL_CALL_TIMEOUT_MS })) as Record<
    string,
    unknown
  >;
  if (!Array.isArray(answer.comments)) throw new Error(`the comments of ${itemId} were answered without a list`);
  const comments = answer.comments.map(commentOf).filter((comment): comment is Comment => comment !== undefined);
  const count = Number.isInteger(answer.count) && (answer.count as number) >= 0 ? (answer.count as number) : comments.length;
  return { count, comments };
}
