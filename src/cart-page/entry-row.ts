/**
 * One line of the full-page cart (docs/behaviour/commerce.md#cart-page): image,
 * name, options, price, a quantity stepper kept within 1 and the stock,
 * a remove button and the line's own message. Built once per entry and
 * updated in place, so a keyboard user's focus stays where it was.
 */
import { t } from '../catalogue/index.ts';
import { CART_PAGE_TEXT } from '../catalogue/en/cart-page.ts';
import { formatMoney } from '../money/format-price.ts';
import type { CartEntry } from '../cart/entry.ts';
import { ownDoc } from '../dom/doc.ts';

/** What a row asks of the page: a new quantity for its entry, or its removal. */
export interface RowActions {
  setQuantity(row: EntryRow, quantity: number): void;
  remove(row: EntryRow): void;
}

/** One row and the handles the page updates. */
export interface EntryRow {
  readonly root: HTMLLIElement;
  readonly input: HTMLInputElement;
  readonly removeButton: HTMLButtonElement;
  /** The entry as the server last answered it. */
  entry: CartEntry;
  /** The entry's name with its options: 'Linen apron (Medium, Natural)'. */
  readonly label: string;
  update(entry: CartEntry, currency: string): void;
  /** Shows a message on the row: a bold title, then the detail; nothing clears it. */
  say(title?: string, detail?: string): void;
}

/** An element of the cart page: its class and, when given, its text. */
export function node<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const element = ownDoc.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

function stepButton(text: string, label: string): HTMLButtonElement {
  const button = node('button', 'cart-entry__step', text);
  button.type = 'button';
  button.setAttribute('aria-label', label);
  return button;
}

/** The line's name, options and (empty until updated) price. */
function entryDetails(entry: CartEntry): { details: HTMLElement; price: HTMLElement } {
  const details = node('div', 'cart-entry__details');
  details.append(node('p', 'cart-entry__name', entry.productName));
  if (entry.options.length) {
    const options = node('ul', 'cart-entry__options');
    options.append(...entry.options.map(([option, value]) => node('li', '', `${option}: ${value}`)));
    details.append(options);
  }
  const price = node('p', 'cart-entry__price');
  details.append(price);
  return { details, price };
}

/** The quantity group: −, the field, +, each named after the line. */
function quantityStepper(label: string): { stepper: HTMLElement; fewer: HTMLButtonElement; more: HTMLButtonElement; input: HTMLInputElement } {
  const stepper = node('div', 'cart-entry__quantity');
  stepper.setAttribute('role', 'group');
  stepper.setAttribute('aria-label', t(CART_PAGE_TEXT, 'quantityOf', { name: label }));
  const fewer = stepButton('−', t(CART_PAGE_TEXT, 'decrease', { name: label }));
  const more = stepButton('+', t(CART_PAGE_TEXT, 'increase', { name: label }));
  const input = node('input', 'cart-entry__input');
  Object.assign(input, { type: 'number', min: '1', step: '1', inputMode: 'numeric' });
  input.setAttribute('aria-label', t(CART_PAGE_TEXT, 'quantityOf', { name: label }));
  stepper.append(fewer, input, more);
  return { stepper, fewer, more, input };
}

/** Builds the row for `entry`; presses and typed quantities go to `actions`. */
export function buildEntryRow(entry: CartEntry, currency: string, actions: RowActions): EntryRow {
  const root = node('li', 'cart-entry');
  const name = entry.productName;
  const label = entry.options.length ? `${name} (${entry.options.map(([, value]) => value).join(', ')})` : name;
  if (entry.imageUrl) {
    const image = node('img', 'cart-entry__image');
    // Decorative beside the name it shows.
    image.alt = '';
    image.src = entry.imageUrl;
    root.append(image);
  }
  const { details, price } = entryDetails(entry);
  const { stepper, fewer, more, input } = quantityStepper(label);

  const removeButton = node('button', 'cart-entry__remove', t(CART_PAGE_TEXT, 'remove'));
  removeButton.type = 'button';
  removeButton.setAttribute('aria-label', t(CART_PAGE_TEXT, 'removeNamed', { name: label }));
  const message = node('p', 'cart-entry__message');
  message.setAttribute('role', 'status');
  root.append(details, stepper, removeButton, message);

  const row: EntryRow = {
    root,
    input,
    removeButton,
    entry,
    label,
    update(next, money) {
      row.entry = next;
      input.value = String(next.quantity);
      input.removeAttribute('aria-invalid');
      if (Number.isFinite(next.maxQuantity)) input.max = String(next.maxQuantity);
      else input.removeAttribute('max');
      // aria-disabled, not disabled: a disabled button drops the focus of the visitor who pressed it.
      fewer.setAttribute('aria-disabled', String(next.quantity <= 1));
      more.setAttribute('aria-disabled', String(next.quantity >= next.maxQuantity));
      price.textContent = next.unitPriceCents === undefined ? '' : formatMoney(next.unitPriceCents * next.quantity, { currency: money });
    },
    say(title, detail) {
      message.replaceChildren(...(title ? [node('strong', '', title)] : []), ...(detail ? [' ', detail] : []));
    },
  };
  fewer.addEventListener('click', () => {
    if (row.entry.quantity > 1) actions.setQuantity(row, row.entry.quantity - 1);
  });
  more.addEventListener('click', () => {
    if (row.entry.quantity < row.entry.maxQuantity) actions.setQuantity(row, row.entry.quantity + 1);
  });
  input.addEventListener('change', () => {
    const text = input.value.trim();
    actions.setQuantity(row, /^\d+$/.test(text) ? Number(text) : NaN);
  });
  removeButton.addEventListener('click', () => actions.remove(row));
  row.update(entry, currency);
  return row;
}
