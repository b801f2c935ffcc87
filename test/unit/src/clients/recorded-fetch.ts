/**
 * A `fetch` that records every call and answers from a queue (default: 200
 * `{}`); a reply with `hang` never answers until its signal aborts.
 */
import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export interface Reply {
  status?: number;
  body?: unknown;
  hang?: boolean;
  /** The fetch itself rejects (no answer at all). */
  networkError?: boolean;
}

export function recordFetch(): { calls: RecordedCall[]; replies: Reply[] } {
  const calls: RecordedCall[] = [];
  const replies: Reply[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    calls.push({
      url: String(url),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: init.body === undefined ? undefined : String(init.body),
    });
    const reply = replies.shift() ?? {};
    if (reply.networkError) return Promise.reject(new TypeError('Failed to fetch'));
    if (reply.hang) {
      return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    const status = reply.status ?? 200;
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
    return Promise.resolve(new Response(status === 204 ? null : text, { status }));
  });
  return { calls, replies };
}
