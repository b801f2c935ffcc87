/**
 * Whether leaving the page now would lose what the visitor typed (docs/behaviour/layers.md#escape-typed-data):
 * a field they typed in or changed since the idle start ran (it notes those,
 * src/chrome/idle-start/index.ts), or one whose value differs from the page's own (typed
 * before that). Escape never navigates away from either, wherever the focus is: on a
 * checkbox or a button of a half-filled form, or outside it.
 */
import { ownDoc } from '../../dom/doc.ts';

/** Whether the field holds something other than what the page served it with. */
function changedFromPage(field: Element): boolean {
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (!(field instanceof HTMLInputElement)) return false;
  if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
  if (field.type === 'file') return !!field.files?.length;
  return !/^(button|submit|reset|image|hidden)$/.test(field.type) && field.value !== field.defaultValue;
}

/**
 * Whether any field on the page holds data the visitor typed: one of `typed` (fields and
 * editable elements an `input` or `change` event came from) still on the page, or a field
 * whose value is not the page's own.
 */
export function holdsTypedData(typed: Iterable<EventTarget>): boolean {
  for (const target of typed) if (target instanceof Node && target.isConnected) return true;
  return Array.from(ownDoc.querySelectorAll('input, textarea')).some(changedFromPage);
}
