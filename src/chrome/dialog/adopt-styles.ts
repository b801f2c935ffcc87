/**
 * Styles for the site chrome (dialogs, tooltips, the system-error overlay),
 * applied through the CSSOM: a constructed stylesheet adopted by the
 * document. Allowed under `Content-Security-Policy: default-src 'self'`
 * (no `<style>` element is injected), and the styles travel inside the
 * chunk that needs them, so they arrive wherever that chunk is imported
 * from (the `services` router, a widget showing an alert) and never ship
 * to pages that show no chrome.
 */
import { warn } from '../../log.ts';
import { ownDocument } from '../../dom/own-document.ts';
const adopted = new Set<string>();

/** Adopts `css` once per `name`. Where constructed stylesheets are missing, logs once and leaves the chrome unstyled but working. */
export function adoptStyles(name: string, css: string, doc: Document = document): void {
  if (adopted.has(name)) return;
  adopted.add(name);
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    // The document's list itself (an observable array): added to in place, read through the prototype.
    ownDocument('adoptedStyleSheets', doc).push(sheet);
  } catch (error) {
    warn(`could not apply the ${name} styles:`, error);
  }
}
