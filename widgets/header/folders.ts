/**
 * The phone menu's folders (docs/behaviour/header.md#header-folders). The server
 * nests each folder's panel (`[data-folder="ID"]`) in the root panel, right
 * after its link (`a[data-folder-id="ID"]`), and the site stylesheet hides a
 * panel nested in another (`.header-menu-nav-folder .header-menu-nav-folder`).
 * The platform's state, which the stylesheet slides by: every panel a child of
 * the menu's list, the shown folder `header-menu-nav-folder--active` (slid in
 * from the right) and the root `header-menu-nav-folder--open` (slid out to the
 * left). A folder's link and its panel's Back control are buttons here: they
 * change the panel and never navigate. A panel out of view is `inert`, so Tab
 * and a screen reader's cursor stay in the one shown.
 */
import type { Changes } from '../../src/sections/changes.ts';
import { tabbables } from '../../src/layers/focus.ts';
import { ownDocOf } from '../../src/dom/doc.ts';

/** The stylesheet's class for the panel shown in place of the root. */
const ACTIVE = 'header-menu-nav-folder--active';
/** The stylesheet's class for the root panel while a folder is shown. */
const OPEN = 'header-menu-nav-folder--open';

/** What the header does with the folders. */
export interface MenuFolders {
  /** Back to the top-level list, without moving focus (the menu is closing). */
  reset(): void;
}

let counter = 0;

/** A folder link and the panel it opens. */
interface Folder {
  link: HTMLElement;
  panel: HTMLElement;
}

/**
 * Mounts the folders of the mobile `menu`, recording every change in
 * `changes`; undefined when the menu has no root panel or no folder.
 */
export function mountFolders(menu: HTMLElement, changes: Changes): MenuFolders | undefined {
  const root = menu.querySelector<HTMLElement>('.header-menu-nav-folder[data-folder="root"]');
  const list = root?.parentElement;
  const folders = root ? findFolders(menu) : [];
  if (!root || !list || !folders.length) return undefined;
  let shown: Folder | undefined;

  function open(folder: Folder): void {
    if (shown) back(false);
    shown = folder;
    root!.classList.add(OPEN);
    root!.inert = true;
    folder.panel.classList.add(ACTIVE);
    folder.panel.inert = false;
    folder.link.setAttribute('aria-expanded', 'true');
    const controls = tabbables(folder.panel);
    const first = controls.find((control) => !isBack(control)) ?? controls[0];
    first?.focus({ preventScroll: true });
  }

  function back(giveFocus: boolean): void {
    if (!shown) return;
    const { link, panel } = shown;
    shown = undefined;
    const hadFocus = panel.contains(ownDocOf(panel.ownerDocument).activeElement as Element | null);
    panel.classList.remove(ACTIVE);
    panel.inert = true;
    root!.classList.remove(OPEN);
    root!.inert = false;
    link.setAttribute('aria-expanded', 'false');
    if (giveFocus && hadFocus) link.focus({ preventScroll: true });
  }

  let after: Element = root;
  for (const folder of folders) {
    after = movePanel(folder.panel, after, changes);
    if (!folder.panel.id) changes.attr(folder.panel, 'id', `header-menu-folder-${++counter}`);
    changes.attr(folder.panel, 'inert', '');
    asButton(folder.link, changes, () => open(folder));
    changes.attr(folder.link, 'aria-expanded', 'false');
    changes.attr(folder.link, 'aria-controls', folder.panel.id);
    for (const control of folder.panel.querySelectorAll<HTMLElement>('[data-action="back"]')) asButton(control, changes, () => back(true));
  }
  const reset = () => back(false);
  changes.add(reset);
  return { reset };
}

/** Every folder link of the menu whose panel is there; a link without one is left to navigate. */
function findFolders(menu: HTMLElement): Folder[] {
  const panels = new Map<string, HTMLElement>();
  for (const panel of menu.querySelectorAll<HTMLElement>('.header-menu-nav-folder[data-folder]')) {
    const id = panel.getAttribute('data-folder')!;
    if (id !== 'root' && !panels.has(id)) panels.set(id, panel);
  }
  const folders: Folder[] = [];
  for (const link of menu.querySelectorAll<HTMLElement>('a[data-folder-id]')) {
    const panel = panels.get(link.getAttribute('data-folder-id')!);
    if (panel && !panel.contains(link)) folders.push({ link, panel });
  }
  return folders;
}

/** Moves `panel` to just after `after` (a child of the menu's list), recording the way back; returns the panel. */
function movePanel(panel: HTMLElement, after: Element, changes: Changes): HTMLElement {
  const parent = panel.parentNode;
  const next = panel.nextSibling;
  if (parent === after.parentNode && after.nextSibling === panel) return panel;
  after.after(panel);
  changes.add(() => parent?.insertBefore(panel, next?.parentNode === parent ? next : null));
  return panel;
}

/** Whether a control is a panel's Back control. */
const isBack = (control: Element): boolean => control.getAttribute('data-action') === 'back';

/**
 * Makes a server link act as a button: `role="button"`, and a click, Enter
 * (the link's own click) or Space runs `act` instead of navigating.
 */
function asButton(link: HTMLElement, changes: Changes, act: () => void): void {
  changes.attr(link, 'role', 'button');
  changes.listen(link, 'click', (event) => {
    event.preventDefault();
    act();
  });
  changes.listen(link, 'keydown', (event) => {
    if ((event as KeyboardEvent).key !== ' ') return;
    event.preventDefault();
    act();
  });
}
