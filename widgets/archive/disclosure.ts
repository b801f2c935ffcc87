import type { Cleanup } from '../../src/block-context.ts';

let idCounter = 0;

/**
 * One archive group as a disclosure (docs/behaviour/content-blocks.md#archive): its item
 * list starts hidden, and its name (the link to the group's own page)
 * becomes the button that shows and hides it, by click, Enter or Space,
 * `aria-expanded` following. A group without a name or a list is left as
 * it is.
 */
export function discloseGroup(group: HTMLElement): Cleanup {
  const name = group.querySelector<HTMLElement>(':scope > .archive-group-name-link');
  const list = group.querySelector<HTMLElement>(':scope > .archive-item-list');
  if (!name || !list) return () => {};
  const ownId = list.id;
  if (!ownId) list.id = `archive-items-${++idCounter}`;
  name.setAttribute('role', 'button');
  name.setAttribute('aria-controls', list.id);
  const show = (open: boolean): void => {
    name.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
  };
  show(false);
  // Enter on the link is a click; Space is the button's own key, and would scroll the page.
  const onClick = (event: Event): void => {
    event.preventDefault();
    show(list.hidden !== false);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === ' ') onClick(event);
  };
  name.addEventListener('click', onClick);
  name.addEventListener('keydown', onKeyDown);
  return () => {
    name.removeEventListener('click', onClick);
    name.removeEventListener('keydown', onKeyDown);
    for (const attribute of ['role', 'aria-controls', 'aria-expanded']) name.removeAttribute(attribute);
    if (!ownId) list.removeAttribute('id');
    list.hidden = false;
  };
}
