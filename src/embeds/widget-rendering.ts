/**
 * The server's rendering of a block (docs/behaviour.md#third-party-blocks):
 * `POST /api/widget/GetWidgetRendering` with the form field `widgetJSON`
 * (`{ type, id, value }`, plus `collectionId` for collections of events);
 * the answer's `data.html` is the block's new content.
 */

/** The documented rendering endpoint. */
export const WIDGET_RENDERING_PATH = '/api/widget/GetWidgetRendering';

/** Asks the server for a block's HTML; rejects on a failed call, a bad answer or the time limit. */
export async function fetchWidgetRendering(
  widget: { type: number | string; id: string; value: unknown },
  options: { collectionId?: string | undefined; timeoutMs: number },
): Promise<string> {
  const body = new URLSearchParams({ widgetJSON: JSON.stringify(widget) });
  if (options.collectionId) body.set('collectionId', options.collectionId);
  const response = await fetch(WIDGET_RENDERING_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    body,
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!response.ok) throw new Error(`${WIDGET_RENDERING_PATH} answered ${response.status}`);
  const answer: unknown = await response.json();
  const html = (answer as { html?: unknown; data?: { html?: unknown } } | null)?.data?.html ?? (answer as { html?: unknown } | null)?.html;
  if (typeof html !== 'string') throw new Error(`${WIDGET_RENDERING_PATH} answered no html`);
  return html;
}
