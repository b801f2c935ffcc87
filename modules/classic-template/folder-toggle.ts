/**
 * A folder in the 7.0 menus (docs/behaviour/page-modules.md#classic-template): like the
 * menu's toggle, a `label.folder-toggle-label[for]` ticks a hidden
 * `.folder-toggle-box` and the stylesheet shows the folder's `.subnav` while
 * it is ticked. The label becomes a button for the keyboard and screen
 * readers: Enter and Space tick it, and `aria-expanded` follows the box.
 * Outside the phone menu the stylesheet opens a folder on hover only; there
 * it is also a disclosure of its own (hover-folder.ts).
 */
import { isKey } from '../../src/enums/key-code.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { mountHoverFolder } from './hover-folder.ts';

/** Mounts one folder label to its checkbox; returns the undo, or undefined when the box is missing. */
export function mountFolderToggle(label: HTMLLabelElement): (() => void) | undefined {
  const box = ownDoc.getElementById(label.htmlFor);
  if (!(box instanceof HTMLInputElement) || box.type !== 'checkbox') return undefined;
  const show = () => label.setAttribute('aria-expanded', String(box.checked));
  const onKey = (event: KeyboardEvent) => {
    if (!isKey(event, 'ENTER') && !isKey(event, 'SPACE')) return;
    event.preventDefault();
    box.click();
  };
  label.setAttribute('role', 'button');
  label.tabIndex = 0;
  show();
  box.addEventListener('change', show);
  label.addEventListener('keydown', onKey);
  const hover = label.closest('#overlayNav, #mobileNavWrapper') ? undefined : mountHoverFolder(label, box);
  return () => {
    hover?.();
    box.removeEventListener('change', show);
    label.removeEventListener('keydown', onKey);
    for (const name of ['role', 'tabindex', 'aria-expanded']) label.removeAttribute(name);
  };
}
