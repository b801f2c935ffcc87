/** An error that names the field of the block at fault (read by the lifecycle's log line). */
export type FieldError = Error & { field: string };

/**
 * Reads a block's JSON: the `data-block-json` attribute (HTML-escaped by the
 * server; the parser has already unescaped it), or, for large data, a child
 * `<script type="application/json" data-block-json>`. No data is `undefined`.
 * Parsing only: each widget validates the shape with its own schema.
 */
export function readBlockData(element: Element): unknown {
  let raw = element.getAttribute('data-block-json');
  if (raw === null) {
    const script = element.querySelector(':scope > script[type="application/json"][data-block-json]');
    raw = script ? script.textContent : null;
  }
  if (raw === null || raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw Object.assign(new Error(`not valid JSON (${(error as Error).message})`), { field: 'data-block-json' });
  }
}
