/**
 * The product block's elements, built from the Product JSON
 * (docs/behaviour/commerce.md#commerce). Plain DOM: the block must stay within the
 * product page's byte budget, which React alone would exceed.
 */
import { t } from '../../src/catalogue/index.ts';
import { PRODUCT_TEXT } from '../../src/catalogue/en/product.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** The parts the product block updates. */
export interface ProductView {
  root: HTMLElement;
  badges: HTMLElement;
  price: HTMLElement;
  subscription: HTMLElement;
  selects: Map<string, HTMLSelectElement>;
  measurements: HTMLElement;
  quantity: HTMLInputElement | undefined;
  button: HTMLButtonElement;
  message: HTMLElement;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = ownDoc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Builds the block: title, badges, price, subscription text, one labelled
 * select per option, measurements, the quantity (not for gift cards) and
 * the button, then the message line. `idBase` keeps labels unique per block.
 */
export function buildProductView(options: {
  idBase: string;
  title: string | undefined;
  options: Map<string, string[]>;
  withQuantity: boolean;
  buttonText: string;
}): ProductView {
  const root = element('div', 'product-block');
  if (options.title) root.append(element('h3', 'product-block__title', options.title));
  const badges = element('p', 'product-block__badges');
  const price = element('p', 'product-block__price');
  const subscription = element('p', 'product-block__subscription');
  root.append(badges, price, subscription);

  const selects = new Map<string, HTMLSelectElement>();
  let index = 0;
  for (const [name, values] of options.options) {
    const id = `${options.idBase}-option-${index++}`;
    const label = element('label', 'product-block__option-label', name);
    label.htmlFor = id;
    const select = element('select', 'product-block__option');
    select.id = id;
    const prompt = element('option', '', t(PRODUCT_TEXT, 'selectOption', { option: name }));
    prompt.value = '';
    select.append(prompt);
    for (const value of values) {
      const option = element('option', '', value);
      option.value = value;
      select.append(option);
    }
    selects.set(name, select);
    root.append(element('div', 'product-block__field'));
    root.lastElementChild!.append(label, select);
  }

  const measurements = element('div', 'product-block__measurements');
  root.append(measurements);

  let quantity: HTMLInputElement | undefined;
  if (options.withQuantity) {
    const id = `${options.idBase}-quantity`;
    const label = element('label', 'product-block__quantity-label', t(PRODUCT_TEXT, 'quantity'));
    label.htmlFor = id;
    quantity = element('input', 'product-block__quantity');
    Object.assign(quantity, { id, type: 'number', min: '1', step: '1', value: '1', inputMode: 'numeric' });
    root.append(element('div', 'product-block__field'));
    root.lastElementChild!.append(label, quantity);
  }

  const button = element('button', 'product-block__button sqs-add-to-cart-button', options.buttonText);
  button.type = 'button';
  const message = element('div', 'product-block__message');
  message.setAttribute('role', 'status');
  root.append(button, message);
  return { root, badges, price, subscription, selects, measurements, quantity, button, message };
}

/** The option values chosen so far, by option name (a Map: names are page input). */
export function chosenOptions(view: ProductView): Map<string, string> {
  const choice = new Map<string, string>();
  for (const [name, select] of view.selects) if (select.value) choice.set(name, select.value);
  return choice;
}

/** Shows a message on the block's status line: a bold title, then the detail. */
export function showMessage(view: ProductView, title: string, detail?: string): void {
  view.message.replaceChildren(Object.assign(ownDoc.createElement('strong'), { textContent: title }), ...(detail ? [' ', detail] : []));
}
