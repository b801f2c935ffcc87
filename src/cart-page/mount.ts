/**
 * The full-page cart (docs/behaviour/commerce.md#cart-page), drawn into the page's
 * cart root (`#sqs-cart-root` or `[data-cart-root]`) once the cart has been
 * read: a line per entry (./entry-row.ts), the subtotal, the checkout
 * button (`data-checkout="cart"`, so the checkout's redirect rules apply),
 * or 'You have nothing in your shopping cart.'. Every change goes to the
 * server first and the page shows its answer, so a refused change says the
 * cart's message on its line and loses nothing.
 */
import type { Bus } from '../bus.ts';
import type { Cleanup } from '../block-context.ts';
import { t } from '../catalogue/index.ts';
import { CART_TEXT } from '../catalogue/en/cart.ts';
import { CART_PAGE_TEXT } from '../catalogue/en/cart-page.ts';
import { formatMoney } from '../money/format-price.ts';
import { contained } from '../log.ts';
import { ownDoc } from '../dom/doc.ts';
import { getCart, syncCart } from '../cart/cart.ts';
import { readCartEntries } from '../cart/entry.ts';
import { removeEntry, setEntryQuantity } from '../cart/change-entry.ts';
import { cartFailureDetail } from '../cart/failure-text.ts';
import { buildEntryRow, node, type EntryRow, type RowActions } from './entry-row.ts';

/** Where the platform's server markup leaves room for the cart. */
export const CART_ROOT_SELECTOR = '#sqs-cart-root, [data-cart-root]';

/** The cart page's own parts, drawn once; `render` fills them from the cart. */
interface CartView {
  view: HTMLElement;
  list: HTMLUListElement;
  subtotal: HTMLElement;
  subtotalValue: HTMLElement;
  checkout: HTMLButtonElement;
  empty: HTMLElement;
  announce: HTMLElement;
}

function buildCartView(): CartView {
  const list = node('ul', 'cart-page__entries');
  list.setAttribute('aria-label', t(CART_PAGE_TEXT, 'entries'));
  const subtotalValue = node('span', 'cart-page__subtotal-value');
  const subtotal = node('p', 'cart-page__subtotal');
  subtotal.append(node('span', 'cart-page__subtotal-label', t(CART_PAGE_TEXT, 'subtotal')), ' ', subtotalValue);
  const checkout = node('button', 'cart-page__checkout', t(CART_PAGE_TEXT, 'checkout'));
  checkout.type = 'button';
  checkout.setAttribute('data-checkout', 'cart');
  const empty = node('p', 'cart-page__empty', t(CART_TEXT, 'empty'));
  // Focus lands here when the last line goes, so a keyboard user is not left on <body>.
  empty.tabIndex = -1;
  const announce = node('p', 'cart-page__announce');
  announce.setAttribute('role', 'status');
  // Read out, never seen: set through the CSSOM so the page needs no stylesheet for it.
  Object.assign(announce.style, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
  const view = node('div', 'cart-page');
  view.append(list, subtotal, checkout, empty, announce);
  return { view, list, subtotal, subtotalValue, checkout, empty, announce };
}

/**
 * Reads the cart when the page opens; the server markup stays, with the
 * reason beside it, when it cannot be read. Returns the cleanup of what it added.
 */
function whenCartRead(root: HTMLElement, bus: Bus, isActive: () => boolean, show: () => void): () => void {
  let loadError: HTMLElement | undefined;
  syncCart(bus).then(
    () => {
      if (!isActive()) return;
      show();
      root.setAttribute('data-cart-state', 'ready');
    },
    (error: unknown) => {
      if (!isActive()) return;
      loadError = node('p', 'cart-page__load-error', cartFailureDetail(error));
      loadError.setAttribute('role', 'alert');
      root.append(loadError);
      root.setAttribute('data-cart-state', 'error');
      contained('cart page: reading the cart')(error);
    },
  );
  return () => loadError?.remove();
}

/** What the line actions work with: the page's parts and lines, and the cart's currency. */
interface LineState {
  bus: Bus;
  parts: CartView;
  rows: Map<string, EntryRow>;
  isActive: () => boolean;
  currency: () => string;
}

/**
 * What a line's steppers, quantity field and Remove do. Every change goes
 * to the server first: a refused one says the cart's message on its line.
 */
function lineActions(state: LineState): RowActions {
  const { bus, rows, currency } = state;
  const { announce, empty, checkout } = state.parts;
  const busy = new Set<string>();
  /** Runs one change of a line; one at a time per line, a second press meanwhile is ignored. */
  const change = (row: EntryRow, run: () => Promise<unknown>, failure: 'unableToUpdateQuantity' | 'unableToRemoveItem', done: () => void): void => {
    const id = row.entry.id;
    if (busy.has(id)) return;
    busy.add(id);
    row.root.setAttribute('aria-busy', 'true');
    row.say();
    run().then(
      () => state.isActive() && done(),
      (error: unknown) => {
        if (!state.isActive()) return;
        // The server's cart is unchanged: the line shows what it holds again.
        row.update(row.entry, currency());
        row.say(t(CART_TEXT, failure), cartFailureDetail(error));
        contained(`cart page: ${failure === 'unableToRemoveItem' ? 'remove' : 'update'} entry ${id}`)(error);
      },
    ).finally(() => {
      busy.delete(id);
      row.root.removeAttribute('aria-busy');
    });
  };

  return {
    setQuantity(row: EntryRow, quantity: number): void {
      if (!(Number.isInteger(quantity) && quantity >= 1 && quantity <= row.entry.maxQuantity)) {
        row.input.setAttribute('aria-invalid', 'true');
        row.say(t(CART_TEXT, 'unableToUpdateQuantity'), t(CART_TEXT, 'fixMissingInformation'));
        return;
      }
      if (quantity === row.entry.quantity) return row.update(row.entry, currency());
      change(row, () => setEntryQuantity(row.entry.id, quantity, bus), 'unableToUpdateQuantity', () => {
        announce.textContent = t(CART_PAGE_TEXT, 'updated', { name: row.label, n: rows.get(row.entry.id)?.entry.quantity ?? quantity });
      });
    },
    remove(row: EntryRow): void {
      const hadFocus = row.root.contains(ownDoc.activeElement);
      const next = (row.root.nextElementSibling ?? row.root.previousElementSibling) as HTMLElement | null;
      change(row, () => removeEntry(row.entry.id, bus), 'unableToRemoveItem', () => {
        announce.textContent = t(CART_PAGE_TEXT, 'removed', { name: row.label });
        if (!hadFocus) return;
        const target = next?.isConnected ? next.querySelector<HTMLElement>('.cart-entry__remove') : null;
        (target ?? (empty.hidden ? checkout : empty)).focus();
      });
    },
  };
}

/** Draws the cart into `root` once it is read; the cleanup puts the server markup back. */
export function mountCartPage(root: HTMLElement, bus: Bus): Cleanup {
  const parts = buildCartView();
  const { view, list, subtotal, subtotalValue, checkout, empty } = parts;

  const rows = new Map<string, EntryRow>();
  let active = true;
  const currency = (): string => getCart().data.subtotalAmount.currencyCode;

  const render = (): void => {
    const { data } = getCart();
    const entries = readCartEntries(data.entries);
    for (const [id, row] of rows) {
      if (entries.some((entry) => entry.id === id)) continue;
      row.root.remove();
      rows.delete(id);
    }
    entries.forEach((entry, index) => {
      let row = rows.get(entry.id);
      if (row) row.update(entry, currency());
      else rows.set(entry.id, (row = buildEntryRow(entry, currency(), actions)));
      // Moved only when out of place: moving the row holding the focus would drop it.
      if (list.children[index] !== row.root) list.insertBefore(row.root, list.children[index] ?? null);
    });
    subtotalValue.textContent = formatMoney(data.subtotalCents, { currency: currency() });
    const none = entries.length === 0;
    list.hidden = subtotal.hidden = checkout.hidden = none;
    empty.hidden = !none;
  };

  const actions = lineActions({ bus, parts, rows, isActive: () => active, currency });

  const serverMarkup = [...root.childNodes];
  bus.on('cart:change', render);
  const removeLoadError = whenCartRead(
    root,
    bus,
    () => active,
    () => {
      root.replaceChildren(view);
      render();
    },
  );

  return () => {
    active = false;
    bus.off('cart:change', render);
    removeLoadError();
    root.replaceChildren(...serverMarkup);
    root.removeAttribute('data-cart-state');
  };
}
