import type { Cleanup } from '../../src/block-context.ts';
import { animateHeight } from './animate-height.ts';

/** The documented accordion animation: 250 ms (behaviour/content-blocks.md#accordion). */
const ACCORDION_ANIMATION_MS = 250;

const OPEN_CLASS = 'accordion-item__dropdown--open';
let idCounter = 0;

interface Item {
  button: HTMLButtonElement;
  dropdown: HTMLElement;
  icon: HTMLElement | null;
}

/** The settings the platform puts on the list as data attributes ("" or "true"). */
function flag(list: HTMLElement, name: string): boolean {
  return list.getAttribute(name) === 'true';
}

/**
 * Makes one `ul.accordion-items-container` work: each header button toggles
 * its panel with a 250 ms height animation (none under reduced motion),
 * keeping `aria-expanded`, `aria-controls`, the icon's `data-is-open` and the
 * dropdown's open class true to the state. Only one panel stays open unless
 * `data-should-allow-multiple-open-items`; the first opens at start with
 * `data-is-expanded-first-item`. Buttons give Enter/Space for free.
 */
export function mountAccordion(list: HTMLElement): Cleanup {
  const allowMultiple = flag(list, 'data-should-allow-multiple-open-items');
  const items: Item[] = [];
  for (const li of Array.from(list.querySelectorAll<HTMLElement>(':scope > .accordion-item'))) {
    const button = li.querySelector<HTMLButtonElement>('.accordion-item__click-target');
    const dropdown = li.querySelector<HTMLElement>('.accordion-item__dropdown');
    if (!button || !dropdown) continue;
    if (!dropdown.id) dropdown.id = `accordion-panel-${++idCounter}`;
    if (!button.id) button.id = `${dropdown.id}-button`;
    button.setAttribute('aria-controls', dropdown.id);
    if (!dropdown.hasAttribute('aria-labelledby')) dropdown.setAttribute('aria-labelledby', button.id);
    items.push({ button, dropdown, icon: li.querySelector<HTMLElement>('[data-is-open]') });
  }

  const isOpen = (item: Item) => item.button.getAttribute('aria-expanded') === 'true';
  const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

  function setOpen(item: Item, open: boolean, animate: boolean): void {
    item.button.setAttribute('aria-expanded', String(open));
    item.icon?.setAttribute('data-is-open', String(open));
    if (open) item.dropdown.classList.add(OPEN_CLASS);
    if (!animate || reducedMotion()) {
      if (!open) item.dropdown.classList.remove(OPEN_CLASS);
      return;
    }
    animateHeight(item.dropdown, open, ACCORDION_ANIMATION_MS, () => {
      // A quick second click may have reopened it while closing.
      if (!isOpen(item)) item.dropdown.classList.remove(OPEN_CLASS);
    });
  }

  // The start state: the server's, or only the first with the first-item
  // setting; at most one open unless several are allowed.
  const expandFirst = flag(list, 'data-is-expanded-first-item');
  let seenOpen = false;
  items.forEach((item, index) => {
    let open = expandFirst ? index === 0 || (allowMultiple && isOpen(item)) : isOpen(item);
    if (open && !allowMultiple && seenOpen) open = false;
    seenOpen ||= open;
    setOpen(item, open, false);
  });

  const onClick = (event: MouseEvent) => {
    const item = items.find(({ button }) => button.contains(event.target as Node));
    if (!item) return;
    const open = !isOpen(item);
    if (open && !allowMultiple) for (const other of items) if (other !== item && isOpen(other)) setOpen(other, false, true);
    setOpen(item, open, true);
  };
  list.addEventListener('click', onClick);
  list.setAttribute('data-accordion-enhanced', '');
  return () => {
    list.removeEventListener('click', onClick);
    list.removeAttribute('data-accordion-enhanced');
  };
}
