/**
 * The platform's focus-visible marker (docs/behaviour/header.md#focus-visible): site
 * stylesheets hide the outline of many controls unless the focused element
 * carries `data-focus-visible-added` (and style some by the class
 * `focus-visible`), which the platform's scripts set on keyboard focus. One
 * page-wide listener sets both on an element whose focus the browser shows
 * (`:focus-visible`), and takes them off on blur, so every control, the
 * runtime's own included, shows its focus as the site intends. The root element gets
 * `data-js-focus-visible` and `js-focus-visible`, as the platform's script
 * sets them, which some site rules test for.
 *
 * It is in the idle start, not a chunk loaded with the first key or focus
 * (0.15 KB less on every page): a keyboard visitor's first stops would wait
 * a round trip for their marker, and on a site hiding unmarked focus they
 * showed none (test/e2e/real-pages-keyboard.spec.ts, 03 at 1280 px, on a busy
 * machine).
 */
import { ownDoc } from './doc.ts';

const ATTRIBUTE = 'data-focus-visible-added';

let started = false;

/** A real element to mark: not the page itself, which takes focus when nothing else has it. */
const markable = (target: EventTarget | null): target is Element => target instanceof Element && target !== ownDoc.documentElement && target !== ownDoc.body;

/** Puts both markers on `element` or takes them off. */
function mark(element: Element, on: boolean): void {
  if (element.hasAttribute(ATTRIBUTE) === on) return;
  element.classList.toggle('focus-visible', on);
  element.toggleAttribute(ATTRIBUTE, on);
}

function onKeyDown(event: KeyboardEvent): void {
  // A key on a control the pointer focused shows that focus from now on, as the platform's script
  // does; a shortcut with a modifier (copy, switching tabs) is not using the page by keyboard.
  const active = ownDoc.activeElement;
  if (!(event.metaKey || event.altKey || event.ctrlKey) && markable(active)) mark(active, true);
}

/**
 * The browser's own judgement decides (`:focus-visible`): keyboard focus,
 * focus a script moves after a key, and any focus on a field that takes typing.
 */
function onFocus({ target }: FocusEvent): void {
  if (markable(target) && target.matches(':focus-visible')) mark(target, true);
}

function onBlur({ target }: FocusEvent): void {
  if (markable(target)) mark(target, false);
}

/**
 * Starts marking keyboard focus on the page (once; later calls do nothing).
 * Side effects: capture listeners for keys, focus and blur on the document,
 * and the two markers on the root element.
 */
export function startFocusVisible(): void {
  if (started) return;
  started = true;
  const options = { capture: true, passive: true };
  ownDoc.addEventListener('keydown', onKeyDown, options);
  ownDoc.addEventListener('focus', onFocus, options);
  ownDoc.addEventListener('blur', onBlur, options);
  ownDoc.documentElement.classList.add('js-focus-visible');
  ownDoc.documentElement.setAttribute('data-js-focus-visible', '');
}
