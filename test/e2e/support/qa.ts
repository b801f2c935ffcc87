import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';

/** One `/api/` request as the QA server recorded it (behaviour/tools.md#qa-server). */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
  form?: Record<string, string>;
  json?: unknown;
  time: number;
}

/** Every `/api/` request since the last clear, optionally only those to `path`. */
export async function recordedRequests(request: APIRequestContext, path?: string): Promise<RecordedRequest[]> {
  const all = (await (await request.get('/__qa/requests')).json()) as RecordedRequest[];
  return path ? all.filter((r) => r.path === path) : all;
}

/** Clears the request log and every queued override. */
export async function resetQa(request: APIRequestContext): Promise<void> {
  await request.delete('/__qa/requests');
  await request.delete('/__qa/respond');
}

/** Queues an answer for the next `times` matching calls. */
export async function respondWith(
  request: APIRequestContext,
  override: { method?: string; path: string; status?: number; body?: unknown; delayMs?: number; times?: number },
): Promise<void> {
  await request.post('/__qa/respond', { data: override });
}

/** Collects the page's console messages and page errors, for asserting what was (not) logged. */
export function collectConsole(page: Page): { messages: Array<{ type: string; text: string }>; pageErrors: Error[] } {
  const messages: Array<{ type: string; text: string }> = [];
  const pageErrors: Error[] = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => pageErrors.push(e));
  return { messages, pageErrors };
}

/** Every script URL the page requested, for "loaded no React" checks. */
export function collectScriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().endsWith('.js')) urls.push(r.url());
  });
  return urls;
}

/** The gzip (level 9) size of the files at `urls` as the server sends them, added up: what a visitor downloads. */
export async function gzipBytesOf(request: APIRequestContext, urls: Iterable<string>): Promise<number> {
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(await (await request.get(url)).body(), { level: 9 }).length;
  return bytes;
}
