/**
 * The cart badge (docs/behaviour/commerce.md#commerce): the template's cart link
 * (`a.sqs-custom-cart` holding `.sqs-cart-quantity`) or a
 * `data-block="cart-badge"` block, kept in step with the cart model.
 * Enhanced in place: the server's count stays until the first sync lands.
 */
import type { Bus } from '../bus.ts';
import type { SiteEvents } from '../bus-events.ts';
import type { Cleanup } from '../block-context.ts';
import { contained } from '../log.ts';
import { t } from '../catalogue/index.ts';
import { CART_TEXT } from '../catalogue/en/cart.ts';
import { getCart, syncCart } from './cart.ts';
import { badgeAnnouncement, badgeCount } from './badge-text.ts';
import { ownDoc } from '../dom/doc.ts';

/** Class set on the badge once the first sync has landed. */
const CART_INITIALIZED_CLASS = 'cart-initialized';
/** Class set on the badge while the cart holds 0 items (the templates' own name). */
const CART_EMPTY_CLASS = 'cart-quantity-zero';

/** Where the count goes, where the subtotal goes (both optional). */
const CART_QUANTITY_SELECTOR = '.sqs-cart-quantity, [data-cart-quantity]';
const CART_SUBTOTAL_SELECTOR = '.sqs-cart-subtotal, [data-cart-subtotal]';

/**
 * Mounts one badge: syncs the cart (once per page, shared), then shows the
 * quantity and subtotal on every `cart:change`. The link is named by its
 * count ('3 items in cart'), or 'Cart' when it has no quantity element; a
 * polite live region repeats changes after the first sync.
 */
export function mountCartBadge(root: HTMLElement, bus: Bus): Cleanup {
  const quantityElement = root.querySelector<HTMLElement>(CART_QUANTITY_SELECTOR);
  const subtotalElement = root.querySelector<HTMLElement>(CART_SUBTOTAL_SELECTOR);
  const link = root.matches('a') ? root : (root.querySelector<HTMLElement>('a') ?? root);
  const hadLabel = link.getAttribute('aria-label');
  // The money formatter (its currency table) only where a subtotal shows: most badges hold a count alone.
  const money = subtotalElement ? import('../money/format-price.ts') : undefined;
  const live = ownDoc.createElement('span');
  live.className = 'cart-badge-status';
  // Read out, never seen; set through the CSSOM so the badge needs no stylesheet.
  Object.assign(live.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
  live.setAttribute('role', 'status');
  root.append(live);
  let initialized = false;

  // Shows what `cart:change` says (a page's own cart may emit it too), else the model's state.
  const show = (change?: SiteEvents['cart:change']): void => {
    const { data } = getCart();
    const totalQuantity = change?.totalQuantity ?? data.totalQuantity;
    const subtotalCents = change?.subtotalCents ?? data.subtotalCents;
    const { subtotalAmount } = data;
    const sentence = badgeAnnouncement(totalQuantity);
    if (quantityElement) quantityElement.textContent = badgeCount(totalQuantity);
    // Each write waits on the one import, so they land in the order of the changes.
    money?.then(
      ({ formatMoney }) => (subtotalElement!.textContent = formatMoney(subtotalCents, { currency: subtotalAmount.currencyCode })),
      contained('the cart subtotal'),
    );
    link.setAttribute('aria-label', quantityElement ? sentence : t(CART_TEXT, 'badgeLabel'));
    if (initialized) live.textContent = sentence;
    root.classList.add(CART_INITIALIZED_CLASS);
    root.classList.toggle(CART_EMPTY_CLASS, totalQuantity === 0);
    initialized = true;
  };

  bus.on('cart:change', show);
  let active = true;
  syncCart(bus).then(() => {
    if (active && !initialized) show();
  }, contained('the cart sync'));

  return () => {
    active = false;
    bus.off('cart:change', show);
    live.remove();
    if (hadLabel === null) link.removeAttribute('aria-label');
    else link.setAttribute('aria-label', hadLabel);
    root.classList.remove(CART_INITIALIZED_CLASS, CART_EMPTY_CLASS);
  };
}
