/**
 * Server-rendered blocks (docs/behaviour/content-blocks.md#content-blocks): a block whose
 * markup the server did not fill asks `POST /api/widget/GetWidgetRendering`
 * for it, through the data layer, and `html` of the answer replaces the
 * block's content, sanitized. The one way the runtime asks for a rendering: the
 * summary and the provider embeds both call it, so the call is the same
 * everywhere (the crumb, the form encoding, the type as the platform's
 * block number). A failure (status, time-out, an answer without html)
 * rejects, so the block ends in `error` with its server markup as it was.
 */
import { post } from './api/index.ts';
import { blockTypeNumberOf } from './embeds/block-number.ts';
import { sanitizedHtml } from './dom/sanitized-html.ts';
import { RENDERING_PROFILE } from './dom/sanitize-profiles.ts';

/** What the server renders: the block's type, id and data. */
export interface WidgetRenderingRequest {
  /** The block's contract name (`summary`, `calendar`…): sent as its platform number, the server's name for it. */
  type: string;
  id: string;
  /** The block's data as the page carried it. */
  value: unknown;
  /** Event summaries also name their collection. */
  collectionId?: string | undefined;
  /** Per attempt; default the data layer's 30 s. */
  timeoutMs?: number | undefined;
}

/** The rendering endpoint (behaviour/third-party.md#third-party-blocks). */
const WIDGET_RENDERING_URL = '/api/widget/GetWidgetRendering';

/** Fetches the server's HTML for a block; rejects when the answer has none. */
export async function fetchWidgetRendering({ type, id, value, collectionId, timeoutMs }: WidgetRenderingRequest): Promise<string> {
  const data: Record<string, unknown> = { widgetJSON: JSON.stringify({ type: blockTypeNumberOf(type) ?? type, id, value }) };
  if (collectionId) data.collectionId = collectionId;
  const answer = await post<{ html?: unknown; data?: { html?: unknown } } | null>(WIDGET_RENDERING_URL, data, {
    handleErrors: true,
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  });
  const html = answer?.html ?? answer?.data?.html;
  if (typeof html !== 'string') throw Object.assign(new Error('the widget rendering answer has no html'), { field: 'html' });
  return html;
}

/**
 * Replaces `target`'s children with the server's HTML through the one sanitizer
 * (docs/security.md#html): parsed inert, its scripts, handlers, frames, forms and
 * script addresses gone; structure, images, links, classes and data attributes kept.
 */
export function replaceWithRendering(target: Element, html: string): void {
  target.replaceChildren(sanitizedHtml(html, RENDERING_PROFILE));
}
