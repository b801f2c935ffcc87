/**
 * The Brine family's phone menu (docs/behaviour/page-modules.md#classic-template), as the
 * template's own script ran it: each `MobileOverlayToggle` (the bar's menu button, the overlay's
 * close button, its backdrop) opens or closes `.Mobile-overlay` by `is-mobile-overlay-active` on
 * `<body>`, which the site stylesheet shows it by. Where the stylesheet then fixes the body, the
 * page is held at its scroll position and given it back. The menu buttons say their state
 * (`aria-expanded`, a name); while the menu is open, Escape closes it (the Escape stack), focus
 * moves into it and stays there, and comes back to the menu button; the page growing past the
 * phone layout closes it. Folders: ./overlay-folders.ts.
 */
import { t } from '../../src/catalogue/index.ts';
import { TEMPLATE_TEXT } from '../../src/catalogue/en/template.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { isShown } from '../../src/dom/is-shown.ts';
import { contained } from '../../src/log.ts';
import { mountOverlayFolders } from './overlay-folders.ts';

/** The class on `<body>` the site stylesheet shows the overlay by. */
const OPEN_CLASS = 'is-mobile-overlay-active';

/** Whether `element`'s `data-controller` (a comma-separated list) names `name`. */
const controls = (element: Element, name: string): boolean => (element.getAttribute('data-controller') ?? '').split(',').some((each) => each.trim() === name);

/** The menu buttons' state and names: set by `label(open)`, taken off by `undo()`. */
function buttonStates(toggles: HTMLElement[], openers: HTMLElement[], overlay: HTMLElement) {
  const buttons = toggles.filter((toggle) => toggle instanceof HTMLButtonElement);
  // An icon-only button gets a name; one the server named keeps its own.
  const unnamed = buttons.filter((button) => !button.textContent?.trim() && !button.hasAttribute('aria-label'));
  return {
    label(open: boolean): void {
      for (const button of buttons) {
        const opener = openers.includes(button);
        if (opener) button.setAttribute('aria-expanded', String(open));
        button.setAttribute('aria-controls', overlay.id);
        if (unnamed.includes(button)) button.setAttribute('aria-label', t(TEMPLATE_TEXT, open || !opener ? 'closeMenu' : 'openMenu'));
      }
    },
    undo(): void {
      for (const button of buttons) for (const name of ['aria-expanded', 'aria-controls']) button.removeAttribute(name);
      for (const button of unnamed) button.removeAttribute('aria-label');
    },
  };
}

/** Gives the overlay an id for `aria-controls` where the server gave none; returns the undo (a server's own id stays). */
function nameOverlay(overlay: HTMLElement): () => void {
  if (overlay.id) return () => {};
  overlay.id = 'mobileOverlay';
  return () => overlay.removeAttribute('id');
}

/** Mounts the page's overlay toggles and folders; returns the undo, or undefined when the page has no such menu. */
export function mountMobileOverlay(): (() => void) | undefined {
  const found = ownDoc.querySelector<HTMLElement>('.Mobile-overlay');
  const toggles = Array.from(ownDoc.querySelectorAll<HTMLElement>('[data-controller]')).filter((element) => controls(element, 'MobileOverlayToggle'));
  if (!found || !toggles.length) return undefined;
  const overlay = found;
  const body = ownDoc.body;
  // The bar's menu buttons: focus comes back to the one pressed.
  const openers = toggles.filter((toggle) => !overlay.contains(toggle));
  const unname = nameOverlay(overlay);
  const states = buttonStates(toggles, openers, overlay);
  const folders = Array.from(overlay.querySelectorAll<HTMLElement>('[data-controller]'))
    .filter((element) => controls(element, 'MobileOverlayFolders'))
    .map(mountOverlayFolders);
  let scroll = 0;
  let opener: HTMLElement | undefined;
  let release: (() => void) | undefined;
  let opening: Promise<void> | undefined;
  const isOpen = () => body.classList.contains(OPEN_CLASS);

  function open(from: HTMLElement): void {
    opener = openers.includes(from) ? from : openers.find(isShown);
    scroll = scrollY;
    body.classList.add(OPEN_CLASS);
    // The stylesheet fixes the body while the overlay shows: it stays where the visitor was.
    if (getComputedStyle(body).position === 'fixed') body.style.top = `${-scroll}px`;
    states.label(true);
    // What the open menu holds comes with its own chunk (./menu-hold.ts), as the other phone menu's does.
    const pending: Promise<void> = import('./menu-hold.ts').then(({ holdMenu }) => {
      if (opening === pending && isOpen()) release = holdMenu(overlay, { toggle: opener ?? overlay, isOpen, close });
    }, contained('the mobile menu'));
    opening = pending;
  }

  function close(): void {
    if (!isOpen()) return;
    opening = undefined;
    release?.();
    release = undefined;
    body.classList.remove(OPEN_CLASS);
    if (body.style.top) {
      body.style.top = '';
      scrollTo(0, scroll);
    }
    states.label(false);
    for (const menu of folders) menu.reset();
    if (overlay.contains(ownDoc.activeElement) || ownDoc.activeElement === body) opener?.focus({ preventScroll: true });
  }

  const onPress = (event: Event) => {
    event.preventDefault();
    if (isOpen()) close();
    else open(event.currentTarget as HTMLElement);
  };
  // Grown past the phone layout with the menu open: its buttons are hidden, and the page must not stay held.
  const onResize = () => isOpen() && !openers.some(isShown) && close();
  for (const toggle of toggles) toggle.addEventListener('click', onPress);
  addEventListener('resize', onResize);
  states.label(isOpen());
  return () => {
    close();
    for (const toggle of toggles) toggle.removeEventListener('click', onPress);
    removeEventListener('resize', onResize);
    for (const menu of folders) menu.undo();
    states.undo();
    unname();
  };
}
