/**
 * Keyboard focus in a 7.0 template's navigation shows (docs/behaviour/page-modules.md#classic-template):
 * the templates' stylesheets take the outline off every navigation link and
 * folder (`body:not(.always-use-overlay-nav) .nav-wrapper nav > div a { outline: none }`),
 * for keyboard focus too, so a keyboard visitor could not see where they
 * were in the header, the phone menu or the footer. Focus the browser shows
 * carries the focus-visible marker (docs/behaviour/header.md#focus-visible); for
 * those elements it gets back a dotted outline, as the templates' own
 * `a:focus` rule draws it. A pointer's focus is unmarked and stays as the
 * site drew it.
 */
import { adoptSheet } from '../../src/dom/adopt-sheet.ts';

// `:is(a, label, #_)` weighs as an id (an `:is()` takes its heaviest argument's weight) though only
// links and labels match it: enough to win over the templates' id-and-class navigation rules.
const CSS = '.nav-wrapper nav :is(a, label, #_)[data-focus-visible-added] { outline: 2px dotted currentColor; outline-offset: 2px; }';

/** Adopts the navigation's focus outline for this page. */
export function showNavFocus(): void {
  adoptSheet('classic-template navigation focus', CSS);
}
