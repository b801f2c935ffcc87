/**
 * The member area block (67), enhanced in place (docs/behaviour/commerce.md#commerce):
 * the pricing-option toggle between a left and a right option shows the
 * chosen option's price and join button or section, hides the other's, and
 * marks the chosen button pressed (`aria-pressed`, a WAI-ARIA toggle button
 * pair). The option pressed in the markup starts chosen, else the left one.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import './member-area.css';

type Side = 'left' | 'right';

/** Mounts the toggle; the cleanup puts the server's pressed state and visibility back. */
export function mount(element: HTMLElement, _data: unknown, _context: BlockContext): Cleanup | void {
  const buttons = [...element.querySelectorAll<HTMLElement>('[data-pricing-option="left"], [data-pricing-option="right"]')];
  if (buttons.length === 0) return; // a member area without pricing options: nothing to do
  const contents = [...element.querySelectorAll<HTMLElement>('[data-pricing-content]')];
  const saved = [...buttons, ...contents].map((node) => [node, node.getAttribute('aria-pressed'), node.hidden] as const);

  const choose = (side: Side): void => {
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.pricingOption === side));
    for (const content of contents) content.hidden = content.dataset.pricingContent !== side;
    element.dataset.pricingOption = side;
  };
  const onClick = (event: Event): void => {
    const button = (event.target as Element).closest<HTMLElement>('[data-pricing-option]');
    if (!button || !buttons.includes(button)) return;
    event.preventDefault();
    choose(button.dataset.pricingOption as Side);
  };
  const pressed = buttons.find((button) => button.getAttribute('aria-pressed') === 'true');
  choose((pressed?.dataset.pricingOption as Side | undefined) ?? 'left');
  element.addEventListener('click', onClick);
  return () => {
    element.removeEventListener('click', onClick);
    delete element.dataset.pricingOption;
    for (const [node, ariaPressed, hidden] of saved) {
      if (ariaPressed === null) node.removeAttribute('aria-pressed');
      else node.setAttribute('aria-pressed', ariaPressed);
      node.hidden = hidden;
    }
  };
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
