/**
 * One line of the full-page cart (docs/behaviour/commerce.md#cart-page): image,
 * name, options, price, a quantity stepper kept within 1 and the stock,
 * a remove button and the line's own message. React keeps the row's
 * elements from one cart answer to the next, so a keyboard user's focus
 * stays where it was.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { t } from '../catalogue/index.ts';
import { CART_TEXT } from '../catalogue/en/cart.ts';
import { CART_PAGE_TEXT } from '../catalogue/en/cart-page.ts';
import { formatMoney } from '../money/format-price.ts';
import type { CartEntry } from '../cart/entry.ts';
import { cartFailureDetail } from '../cart/failure-text.ts';
import { contained } from '../log.ts';

/** What a row asks of the page: each change goes to the server first and rejects when it is refused. */
export interface LineChanges {
  setQuantity(entry: CartEntry, label: string, quantity: number): Promise<void>;
  /** `row` is the line's element, read when the visitor pressed Remove (the page moves focus from it). */
  remove(entry: CartEntry, label: string, row: HTMLLIElement): Promise<void>;
}

/** The line's message: a bold title, then the detail; none when both are absent. */
interface Said {
  title?: string;
  detail?: string;
}

/** The entry's name with its options: 'Linen apron (Medium, Natural)'. */
const entryLabel = (entry: CartEntry): string =>
  entry.options.length ? `${entry.productName} (${entry.options.map(([, value]) => value).join(', ')})` : entry.productName;

/** The line's name, options and price. */
function EntryDetails({ entry, currency }: { entry: CartEntry; currency: string }) {
  return (
    <div className="cart-entry__details">
      <p className="cart-entry__name">{entry.productName}</p>
      {entry.options.length > 0 && (
        <ul className="cart-entry__options">
          {entry.options.map(([option, value], index) => (
            <li key={index} className="">{`${option}: ${value}`}</li>
          ))}
        </ul>
      )}
      <p className="cart-entry__price">{entry.unitPriceCents === undefined ? '' : formatMoney(entry.unitPriceCents * entry.quantity, { currency })}</p>
    </div>
  );
}

/**
 * The quantity field: not controlled, so what the visitor types stays until
 * they commit it (the native `change`: Enter, or leaving the field); each
 * new `shown` puts the server's quantity back in it.
 */
function useQuantityField(quantity: number, shown: unknown, commit: (text: string) => void) {
  const input = useRef<HTMLInputElement>(null);
  const onCommit = useRef(commit);
  onCommit.current = commit;
  useLayoutEffect(() => {
    if (input.current) input.current.value = String(quantity);
  }, [quantity, shown]);
  useEffect(() => {
    const field = input.current;
    if (!field) return undefined;
    // React's onChange is every keystroke; a quantity is sent when the visitor commits it.
    const listener = () => onCommit.current(field.value.trim());
    field.addEventListener('change', listener);
    return () => field.removeEventListener('change', listener);
  }, []);
  return input;
}

type Failure = 'unableToUpdateQuantity' | 'unableToRemoveItem';

/**
 * Runs one change of a line; one at a time, a second press meanwhile is
 * ignored. A refused change says the cart's message on the line, after
 * `refused` has put the line back as the server holds it.
 */
function useOneChange(id: string, say: (said: Said) => void, setBusy: (busy: boolean) => void, refused: () => void) {
  const running = useRef(false);
  return (run: () => Promise<void>, failure: Failure): void => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    say({});
    run()
      .catch((error: unknown) => {
        refused();
        say({ title: t(CART_TEXT, failure), detail: cartFailureDetail(error) });
        contained(`cart page: ${failure === 'unableToRemoveItem' ? 'remove' : 'update'} entry ${id}`)(error);
      })
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };
}

/** The quantity group: −, the field, +, each named after the line. */
function QuantityStepper({
  entry,
  label,
  input,
  invalid,
  setQuantity,
}: {
  entry: CartEntry;
  label: string;
  input: RefObject<HTMLInputElement | null>;
  invalid: boolean;
  setQuantity: (quantity: number) => void;
}) {
  return (
    <div className="cart-entry__quantity" role="group" aria-label={t(CART_PAGE_TEXT, 'quantityOf', { name: label })}>
      {/* aria-disabled, not disabled: a disabled button drops the focus of the visitor who pressed it. */}
      <button
        type="button"
        className="cart-entry__step"
        aria-label={t(CART_PAGE_TEXT, 'decrease', { name: label })}
        aria-disabled={entry.quantity <= 1}
        onClick={() => entry.quantity > 1 && setQuantity(entry.quantity - 1)}
      >
        −
      </button>
      <input
        ref={input}
        className="cart-entry__input"
        type="number"
        min="1"
        step="1"
        inputMode="numeric"
        max={Number.isFinite(entry.maxQuantity) ? String(entry.maxQuantity) : undefined}
        aria-label={t(CART_PAGE_TEXT, 'quantityOf', { name: label })}
        aria-invalid={invalid ? 'true' : undefined}
      />
      <button
        type="button"
        className="cart-entry__step"
        aria-label={t(CART_PAGE_TEXT, 'increase', { name: label })}
        aria-disabled={entry.quantity >= entry.maxQuantity}
        onClick={() => entry.quantity < entry.maxQuantity && setQuantity(entry.quantity + 1)}
      >
        +
      </button>
    </div>
  );
}

/** Builds the row for `entry`; presses and typed quantities go to `changes`. */
export function EntryRow({ entry, currency, changes }: { entry: CartEntry; currency: string; changes: LineChanges }) {
  const label = entryLabel(entry);
  const [said, say] = useState<Said>({});
  const [busy, setBusy] = useState(false);
  // Invalid for this answer of the server's only: the next one shows its quantity, valid.
  const [invalidFor, setInvalidFor] = useState<CartEntry | null>(null);
  const [shown, show] = useState(0);
  const row = useRef<HTMLLIElement>(null);

  const change = useOneChange(entry.id, say, setBusy, () => {
    // The server's cart is unchanged: the line shows what it holds again.
    setInvalidFor(null);
    show((n) => n + 1);
  });
  const setQuantity = (quantity: number): void => {
    if (!(Number.isInteger(quantity) && quantity >= 1 && quantity <= entry.maxQuantity)) {
      setInvalidFor(entry);
      say({ title: t(CART_TEXT, 'unableToUpdateQuantity'), detail: t(CART_TEXT, 'fixMissingInformation') });
      return;
    }
    if (quantity === entry.quantity) {
      setInvalidFor(null);
      show((n) => n + 1);
      return;
    }
    change(() => changes.setQuantity(entry, label, quantity), 'unableToUpdateQuantity');
  };
  const input = useQuantityField(entry.quantity, shown, (text) => setQuantity(/^\d+$/.test(text) ? Number(text) : NaN));

  return (
    <li ref={row} className="cart-entry" aria-busy={busy ? 'true' : undefined}>
      {/* Decorative beside the name it shows. */}
      {entry.imageUrl && <img className="cart-entry__image" alt="" src={entry.imageUrl} />}
      <EntryDetails entry={entry} currency={currency} />
      <QuantityStepper entry={entry} label={label} input={input} invalid={invalidFor === entry} setQuantity={setQuantity} />
      <button
        type="button"
        className="cart-entry__remove"
        aria-label={t(CART_PAGE_TEXT, 'removeNamed', { name: label })}
        onClick={() => row.current && change(() => changes.remove(entry, label, row.current!), 'unableToRemoveItem')}
      >
        {t(CART_PAGE_TEXT, 'remove')}
      </button>
      <p className="cart-entry__message" role="status">
        {said.title && <strong className="">{said.title}</strong>}
        {said.detail && ` ${said.detail}`}
      </p>
    </li>
  );
}
