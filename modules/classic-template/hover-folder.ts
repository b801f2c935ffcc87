/**
 * A folder in a 7.0 template's desktop navigation (docs/behaviour/page-modules.md#classic-template):
 * the site stylesheet opens its `.subnav` on `:hover` only (scaled to no
 * height, its entries transparent), so its links would be Tab stops nobody
 * can see. As a disclosure (WAI-ARIA's disclosure navigation): while closed
 * its links leave the Tab order (a pointer can still hover and click them);
 * ticking its box (Enter, Space, a press) shows them and puts them back;
 * focus leaving the folder, a press outside it or Escape (through the Escape
 * stack, focus back on its button) closes it.
 */
import { ownDoc } from '../../src/dom/doc.ts';
import { pushLayer, type LayerHandle } from '../../src/layers/stack.ts';

/** The attribute that remembers a link's own tabindex while the folder takes it out of the Tab order. */
const KEPT = 'data-folder-tabindex';

/** Takes `links` out of the Tab order (closed) or gives them back their own tabindex (open). */
function setReachable(links: Iterable<HTMLElement>, open: boolean): void {
  for (const link of links) {
    if (open) {
      const kept = link.getAttribute(KEPT);
      if (kept === null) continue;
      if (kept) link.setAttribute('tabindex', kept);
      else link.removeAttribute('tabindex');
      link.removeAttribute(KEPT);
    } else if (!link.hasAttribute(KEPT)) {
      link.setAttribute(KEPT, link.getAttribute('tabindex') ?? '');
      link.tabIndex = -1;
    }
  }
}

/** Shows the sub-menu as the stylesheet's `:hover` rules do, through the CSSOM, or hands it back to them. */
function setShown(subnav: HTMLElement, open: boolean): void {
  subnav.style.transform = open ? 'none' : '';
  subnav.style.visibility = open ? 'visible' : '';
  for (const entry of subnav.children) if (entry instanceof HTMLElement) entry.style.opacity = open ? '1' : '';
}

/**
 * Mounts the hover-only folder around `label` (its `box` already ticked by
 * Enter and Space); returns the undo, or undefined when it has no `.subnav`.
 */
export function mountHoverFolder(label: HTMLLabelElement, box: HTMLInputElement): (() => void) | undefined {
  const folder = label.parentElement;
  const subnav = folder?.querySelector<HTMLElement>(':scope > .subnav');
  if (!folder || !subnav) return undefined;
  const links = () => subnav.querySelectorAll<HTMLElement>('a[href], [tabindex]');
  let layer: LayerHandle | undefined;
  const close = () => box.checked && box.click();
  const onChange = () => {
    setReachable(links(), box.checked);
    setShown(subnav, box.checked);
    layer?.remove();
    layer = box.checked ? pushLayer({ kind: 'nav-folder', element: folder, close: onEscape }) : undefined;
  };
  function onEscape(): void {
    layer = undefined;
    const inside = folder!.contains(ownDoc.activeElement);
    close();
    if (inside) label.focus({ preventScroll: true });
  }
  const onFocusOut = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && folder.contains(event.relatedTarget))) close();
  };
  setReachable(links(), box.checked);
  box.addEventListener('change', onChange);
  folder.addEventListener('focusout', onFocusOut);
  if (box.checked) onChange();
  return () => {
    box.removeEventListener('change', onChange);
    folder.removeEventListener('focusout', onFocusOut);
    layer?.remove();
    setReachable(links(), true);
    setShown(subnav, false);
  };
}
