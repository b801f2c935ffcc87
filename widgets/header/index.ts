/**
 * The 7.1 header (`data-controller="Header"`, docs/behaviour/header.md#header-menu):
 * the burger opens the mobile menu by putting `header--menu-open` on
 * `<body>` (the site stylesheet shows `.header-menu` then); pressing it again
 * (it is the close button while the menu is open), Escape through the
 * Escape stack, or the page growing to desktop width, closes it. Focus moves
 * into the menu, stays among the menu and the burgers, and comes back to the
 * burger. A folder in the menu opens its panel in place of the list
 * (folders.ts). At desktop width the burgers are hidden by the stylesheet, so
 * the only change is their ARIA state.
 */
import type { BlockMount, Cleanup } from '../../src/block-context.ts';
import { containFocus, rememberFocus, tabbables } from '../../src/layers/focus.ts';
import { pushLayer, type LayerHandle } from '../../src/layers/stack.ts';
import { controller } from '../../src/sections/changes.ts';
import { burgerLabel } from './menu-label.ts';
import { mountFolders, type MenuFolders } from './folders.ts';
import { ownDocOf } from '../../src/dom/doc.ts';
import { isShown } from '../../src/dom/is-shown.ts';

/** The class on `<body>` the site stylesheet shows the menu by. */
const MENU_OPEN_CLASS = 'header--menu-open';

let counter = 0;

/** Mounts the header's burgers to its menu; the cleanup closes it and undoes every change. */
export function mount(header: HTMLElement): Cleanup {
  const menu = header.querySelector<HTMLElement>('.header-menu');
  const burgers = Array.from(header.querySelectorAll<HTMLElement>('.header-burger-btn'));
  // Through the prototype: an `<img name="body">` shadows the document's own (docs/security.md#named-members).
  const body = ownDocOf(header.ownerDocument).body;
  let layer: LayerHandle | undefined;
  let release: (() => void) | undefined;
  let giveBack: (() => void) | undefined;
  let folders: MenuFolders | undefined;

  const label = (open: boolean) =>
    burgers.forEach((burger) => {
      burger.setAttribute('aria-expanded', String(open));
      burger.setAttribute('aria-label', burgerLabel(burger, open));
    });

  function open(): void {
    if (layer) return;
    giveBack = rememberFocus();
    body.classList.add(MENU_OPEN_CLASS);
    label(true);
    // The whole header is the layer: a press on the burger is not "outside".
    layer = pushLayer({ kind: 'header-menu', element: header, close: () => close() });
    release = containFocus({ predicate: (element) => menu!.contains(element) || burgers.includes(element as HTMLElement) });
    focusWhenShown(menu!, () => !!layer);
  }

  function close(): void {
    if (!layer) return;
    layer.remove();
    layer = undefined;
    release?.();
    body.classList.remove(MENU_OPEN_CLASS);
    label(false);
    // The next opening starts at the top-level list.
    folders?.reset();
    giveBack?.();
  }

  const cleanup = controller((changes) => {
    // A header without a mobile menu (or without burgers) has nothing to wire.
    if (!menu || !burgers.length) return;
    if (!menu.id) changes.attr(menu, 'id', `header-menu-${++counter}`);
    for (const burger of burgers) {
      changes.attr(burger, 'aria-controls', menu.id);
      changes.attr(burger, 'aria-expanded', 'false');
      changes.attr(burger, 'aria-label', burgerLabel(burger, false));
      changes.listen(burger, 'click', (event) => {
        event.preventDefault();
        if (layer) close();
        else open();
      });
    }
    // Grown to desktop width with the menu open: the burgers are hidden
    // and the menu with them, so the page must not stay locked.
    changes.listen(window, 'resize', () => layer && !burgers.some(isShown) && close());
    folders = mountFolders(menu, changes);
    changes.add(close);
  });
  return cleanup;
}

mount satisfies BlockMount;

/** Frames to keep trying (about a second at 60 Hz: the platform's fade is 600 ms). */
const FOCUS_FRAMES = 60;

/**
 * Moves focus to the menu's first link. The stylesheet fades the menu in
 * from `visibility: hidden`, whose links cannot take focus until the fade
 * has begun, so it is tried again each frame for a while, as long as the
 * menu stays open and focus has not moved elsewhere meanwhile.
 */
function focusWhenShown(menu: HTMLElement, isOpen: () => boolean, frames = FOCUS_FRAMES): void {
  const focused = () => ownDocOf(menu.ownerDocument).activeElement as Element | null;
  const from = focused();
  const tryFocus = (left: number): void => {
    // Focus moved meanwhile (into the menu, a folder, a dialog opened from it): the visitor keeps their place.
    if (focused() !== from) return;
    const first = tabbables(menu)[0];
    if (first) return first.focus({ preventScroll: true });
    if (left > 0) requestAnimationFrame(() => isOpen() && tryFocus(left - 1));
  };
  tryFocus(frames);
}
