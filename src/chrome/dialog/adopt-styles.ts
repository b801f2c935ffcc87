/**
 * Styles for the site chrome (dialogs, tooltips, the system-error overlay),
 * applied through the CSSOM: a constructed stylesheet adopted by the
 * document. Allowed under `Content-Security-Policy: default-src 'self'`
 * (no `<style>` element is injected), and the styles travel inside the
 * chunk that needs them, so they arrive wherever that chunk is imported
 * from (the `services` router, a widget showing an alert) and never ship
 * to pages that show no chrome.
 */
import { adoptSheet } from '../../dom/adopt-sheet.ts';
const adopted = new Set<string>();

/** Adopts `css` once per `name` (src/dom/adopt-sheet.ts). */
export function adoptStyles(name: string, css: string, doc: Document = document): void {
  if (adopted.has(name)) return;
  adopted.add(name);
  adoptSheet(name, css, doc);
}
