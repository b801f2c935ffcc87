/**
 * The 7.0 templates' mobile menu toggle (docs/behaviour/page-modules.md#classic-template):
 * `label.mobile-nav-toggle-label[for=mobileNavToggle]` ticks a hidden
 * checkbox, and the stylesheet shows `#overlayNav` while it is ticked (a
 * pointer works without script). A label is not a control for the keyboard
 * or a screen reader, so the label becomes a button (its name and
 * `aria-expanded` follow the box), Enter and Space tick it, and while the
 * menu is open focus moves into it and stays among its links and the
 * toggle; Escape (through the Escape stack) closes it and focus comes back.
 */
import { t } from '../../src/catalogue/index.ts';
import { TEMPLATE_TEXT } from '../../src/catalogue/en/template.ts';
import { isKey } from '../../src/enums/key-code.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { contained } from '../../src/log.ts';

/** Mounts one toggle label to its checkbox and menu; returns the undo, or undefined when the markup is incomplete. */
export function mountMobileToggle(label: HTMLLabelElement): (() => void) | undefined {
  const box = label.htmlFor ? ownDoc.getElementById(label.htmlFor) : null;
  const menu = ownDoc.getElementById('overlayNav') ?? ownDoc.getElementById('mobileNavWrapper');
  if (!(box instanceof HTMLInputElement) || box.type !== 'checkbox' || !menu) return undefined;
  /** Lets the open menu go (its layer, its focus trap); set once ./menu-hold.ts has loaded. */
  let release: (() => void) | undefined;
  /** The open menu's hold while its chunk loads: a close meanwhile drops it. */
  let opening: Promise<void> | undefined;
  const show = (open: boolean) => {
    label.setAttribute('aria-expanded', String(open));
    label.setAttribute('aria-label', t(TEMPLATE_TEXT, open ? 'closeMenu' : 'openMenu'));
  };
  const closed = () => {
    opening = undefined;
    release?.();
    release = undefined;
    show(false);
    if (menu.contains(ownDoc.activeElement)) label.focus({ preventScroll: true });
  };
  const opened = () => {
    show(true);
    // The stylesheet shows the menu at once; its hold comes with its chunk (./menu-hold.ts).
    const pending: Promise<void> = import('./menu-hold.ts').then(({ holdMenu }) => {
      if (opening === pending && box.checked) release = holdMenu(menu, { toggle: label, isOpen: () => box.checked, close: () => box.click() });
    }, contained('the mobile menu'));
    opening = pending;
  };
  const onChange = () => (box.checked ? release || opening || opened() : closed());
  const onKey = (event: KeyboardEvent) => {
    if (!isKey(event, 'ENTER') && !isKey(event, 'SPACE')) return;
    event.preventDefault();
    box.click();
  };
  if (!menu.id) menu.id = 'overlayNav';
  label.setAttribute('role', 'button');
  label.tabIndex = 0;
  label.setAttribute('aria-controls', menu.id);
  show(box.checked);
  box.addEventListener('change', onChange);
  label.addEventListener('keydown', onKey);
  if (box.checked) opened();
  return () => {
    box.removeEventListener('change', onChange);
    label.removeEventListener('keydown', onKey);
    opening = undefined;
    release?.();
    for (const name of ['role', 'tabindex', 'aria-controls', 'aria-expanded', 'aria-label']) label.removeAttribute(name);
  };
}
