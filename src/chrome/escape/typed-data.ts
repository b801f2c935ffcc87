/**
 * Whether leaving the page now would lose what the visitor typed (docs/behaviour.md#escape-typed-data):
 * a field they typed in or changed since the services started, or one whose value differs
 * from the page's own (typed before that). Escape never navigates away from either, wherever
 * the focus is: on a checkbox or a button of a half-filled form, or outside it.
 */
import { ownDoc } from '../../dom/doc.ts';

/** Fields (and editable elements) the visitor typed in or changed. */
const typed = new Set<EventTarget>();

const remember = (event: Event): void => {
  if (event.target) typed.add(event.target);
};

/** Starts noting every field the visitor types in or changes (the `input` and `change` events, seen at the window). */
export function watchTyping(win: Window = window): void {
  win.addEventListener('input', remember, true);
  win.addEventListener('change', remember, true);
}

/** Whether the field holds something other than what the page served it with. */
function changedFromPage(field: Element): boolean {
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (!(field instanceof HTMLInputElement)) return false;
  if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
  if (field.type === 'file') return !!field.files?.length;
  return !/^(button|submit|reset|image|hidden)$/.test(field.type) && field.value !== field.defaultValue;
}

/** Whether any field on the page holds data the visitor typed (a field that has left the page no longer counts). */
export function holdsTypedData(): boolean {
  for (const target of typed) if (target instanceof Node && target.isConnected) return true;
  return Array.from(ownDoc.querySelectorAll('input, textarea')).some(changedFromPage);
}
