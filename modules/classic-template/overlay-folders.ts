/**
 * The folders of the Brine family's phone menu (`MobileOverlayFolders`,
 * docs/behaviour/page-modules.md#classic-template), as the template's own script ran them: a
 * button with `data-controller-folder-toggle="ID"` shows the folder `data-controller-folder="ID"`
 * (`is-active-folder`) in place of the list (the menu `has-active-folder`), and the folder's own
 * toggle (Back) returns. The folder buttons say their state (`aria-expanded`); focus follows the
 * visitor: to the folder's first stop when it opens, back to its button when it closes.
 */
import { ownDoc } from '../../src/dom/doc.ts';

/** What a folders menu gives back: a reset to the top-level list, and the undo. */
export interface OverlayFolders {
  reset: () => void;
  undo: () => void;
}

const TOGGLE = 'data-controller-folder-toggle';
const ACTIVE_FOLDER = 'is-active-folder';
const HAS_ACTIVE = 'has-active-folder';

/** Mounts one `MobileOverlayFolders` menu. */
export function mountOverlayFolders(menu: HTMLElement): OverlayFolders {
  const folderOf = (id: string) =>
    Array.from(menu.querySelectorAll<HTMLElement>('[data-controller-folder]')).find((folder) => folder.getAttribute('data-controller-folder') === id);
  // The list's buttons open a folder; a folder's own toggle is its way back.
  const openers = Array.from(menu.querySelectorAll<HTMLElement>(`[${TOGGLE}]`)).filter((button) => !button.closest('[data-controller-folder]'));
  for (const opener of openers) opener.setAttribute('aria-expanded', 'false');

  const show = (id: string, open: boolean) => {
    const folder = folderOf(id);
    if (!folder) return;
    folder.classList.toggle(ACTIVE_FOLDER, open);
    menu.classList.toggle(HAS_ACTIVE, open);
    const opener = openers.find((button) => button.getAttribute(TOGGLE) === id);
    opener?.setAttribute('aria-expanded', String(open));
    const next = open ? folder.querySelector<HTMLElement>('a[href], button') : opener;
    // The stylesheet swaps the list for the folder at once: focus goes where the visitor now is.
    if (menu.contains(ownDoc.activeElement)) next?.focus({ preventScroll: true });
  };

  const onClick = (event: MouseEvent) => {
    const toggle = (event.target as Element | null)?.closest?.(`[${TOGGLE}]`);
    if (!toggle || !menu.contains(toggle)) return;
    const id = toggle.getAttribute(TOGGLE)!;
    show(id, !folderOf(id)?.classList.contains(ACTIVE_FOLDER));
  };
  const reset = () => {
    for (const folder of menu.querySelectorAll(`.${ACTIVE_FOLDER}`)) folder.classList.remove(ACTIVE_FOLDER);
    menu.classList.remove(HAS_ACTIVE);
    for (const opener of openers) opener.setAttribute('aria-expanded', 'false');
  };
  menu.addEventListener('click', onClick);
  return {
    reset,
    undo: () => {
      reset();
      menu.removeEventListener('click', onClick);
      for (const opener of openers) opener.removeAttribute('aria-expanded');
    },
  };
}
