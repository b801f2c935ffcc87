import { warn } from '../log.ts';
import { ownDocOf } from './doc.ts';

/**
 * Adopts `css` as a constructed stylesheet of the document: styles through
 * the CSSOM, allowed under `Content-Security-Policy: default-src 'self'`
 * (no `<style>` element is injected). Where constructed stylesheets are
 * missing, warns (naming `name`) and leaves the page unstyled but working.
 * Keeps no state, so the build may copy it into every chunk that uses it
 * (docs/behaviour/chunks.md#no-waterfall): a widget's stylesheet, carried in its
 * chunk, is adopted by that chunk's one evaluation.
 */
export function adoptSheet(name: string, css: string, doc: Document = document): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    // The document's list itself (an observable array): added to in place, read through the prototype.
    ownDocOf(doc).adoptedStyleSheets.push(sheet);
  } catch (error) {
    warn(`could not apply the ${name} styles:`, error);
  }
}
