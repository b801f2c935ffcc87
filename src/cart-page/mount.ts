/**
 * The full-page cart (docs/behaviour/commerce.md#cart-page), drawn into the page's
 * cart root (`#sqs-cart-root` or `[data-cart-root]`) once the cart has been
 * read. React renders it (./CartPage.tsx): the page's purpose is this
 * interface, so its rendering, and React with it, is asked for as the page
 * starts, while the cart is read (docs/architecture.md#react). Every change
 * goes to the server first and the page shows its answer, so a refused
 * change says the cart's message on its line and loses nothing. A cart that
 * cannot be read, or a rendering that cannot load, leaves the server markup
 * with the reason beside it.
 */
import type { Bus } from '../bus.ts';
import type { Cleanup } from '../block-context.ts';
import { contained } from '../log.ts';
import { ownDoc } from '../dom/doc.ts';
import { syncCart } from '../cart/cart.ts';
import { cartFailureDetail } from '../cart/failure-text.ts';

/** Where the platform's server markup leaves room for the cart. */
export const CART_ROOT_SELECTOR = '#sqs-cart-root, [data-cart-root]';

/** The reason beside the server markup, read out at once. */
function loadError(error: unknown): HTMLElement {
  const said = ownDoc.createElement('p');
  said.className = 'cart-page__load-error';
  said.textContent = cartFailureDetail(error);
  said.setAttribute('role', 'alert');
  return said;
}

/** Draws the cart into `root` once it is read; the cleanup puts the server markup back. */
export function mountCartPage(root: HTMLElement, bus: Bus): Cleanup {
  let active = true;
  let unmount: Cleanup | undefined;
  let said: HTMLElement | undefined;
  const rendering = import('./render.tsx');
  // Asked for together; a failed rendering is not left unhandled while the cart is read.
  rendering.catch(() => {});
  syncCart(bus)
    .then(async () => {
      const unmountNow = await (await rendering).renderCartPage(root, bus);
      if (!active) return unmountNow();
      unmount = unmountNow;
      root.setAttribute('data-cart-state', 'ready');
    })
    .catch((error: unknown) => {
      if (!active) return;
      said = root.appendChild(loadError(error));
      root.setAttribute('data-cart-state', 'error');
      contained('cart page: reading the cart')(error);
    });
  return () => {
    active = false;
    unmount?.();
    said?.remove();
    root.removeAttribute('data-cart-state');
  };
}
