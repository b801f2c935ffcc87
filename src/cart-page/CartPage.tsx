/**
 * The full-page cart (docs/behaviour/commerce.md#cart-page) as React renders it: a
 * line per entry (./EntryRow.tsx), the subtotal, the checkout button
 * (`data-checkout="cart"`, so the checkout's redirect rules apply), or
 * 'You have nothing in your shopping cart.', and a status line that reads
 * each change out. It shows the cart model's data and draws again on each
 * `cart:change`.
 */
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { Bus } from '../bus.ts';
import { t } from '../catalogue/index.ts';
import { CART_TEXT } from '../catalogue/en/cart.ts';
import { CART_PAGE_TEXT } from '../catalogue/en/cart-page.ts';
import { formatMoney } from '../money/format-price.ts';
import { getCart } from '../cart/cart.ts';
import { readCartEntries, type CartEntry } from '../cart/entry.ts';
import { removeEntry, setEntryQuantity } from '../cart/change-entry.ts';
import { ownDoc } from '../dom/doc.ts';
import { EntryRow, type LineChanges } from './EntryRow.tsx';

// Read out, never seen: React sets it through the CSSOM, so the page needs no stylesheet for it.
const READ_OUT: CSSProperties = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' };

/** Where focus goes once a removed line has gone: the next line's Remove (by entry id), else the page's own parts. */
interface FocusAfterRemove {
  next: string | undefined;
}

/** What the status line reads out: the count makes each saying new, even of the same words. */
interface Announced {
  text: string;
  n: number;
}
type Announce = Dispatch<SetStateAction<Announced>>;

/** The cart model's data, read again on each `cart:change` (a new answer each time, even of the same data). */
function useCartAnswer(bus: Bus) {
  const [answer, setAnswer] = useState(() => ({ data: getCart().data }));
  useLayoutEffect(() => {
    const changed = () => setAnswer({ data: getCart().data });
    bus.on('cart:change', changed);
    return () => {
      bus.off('cart:change', changed);
    };
  }, [bus]);
  return answer;
}

/** The id of the line after (else before) `row` in the list, read when Remove was pressed. */
function neighbourId(entries: CartEntry[], row: HTMLLIElement): string | undefined {
  const list = row.parentElement;
  const index = list ? Array.prototype.indexOf.call(list.children, row) : -1;
  return (entries[index + 1] ?? entries[index - 1])?.id;
}

/** What a line's changes do once the server has answered: the status line says so, and a removed line hands its focus on. */
function lineChanges(bus: Bus, latest: RefObject<CartEntry[]>, focusAfter: RefObject<FocusAfterRemove | null>, announce: Announce): LineChanges {
  return {
    async setQuantity(entry, label, quantity) {
      await setEntryQuantity(entry.id, quantity, bus);
      const now = readCartEntries(getCart().data.entries).find(({ id }) => id === entry.id);
      announce(({ n }) => ({ text: t(CART_PAGE_TEXT, 'updated', { name: label, n: now?.quantity ?? quantity }), n: n + 1 }));
    },
    async remove(entry, label, row) {
      const hadFocus = row.contains(ownDoc.activeElement);
      const next = neighbourId(latest.current, row);
      await removeEntry(entry.id, bus);
      if (hadFocus) focusAfter.current = { next };
      announce(({ n }) => ({ text: t(CART_PAGE_TEXT, 'removed', { name: label }), n: n + 1 }));
    },
  };
}

/** The cart page: its lines from the cart model, and what their changes do. */
export function CartPage({ bus }: { bus: Bus }) {
  const answer = useCartAnswer(bus);
  const { data } = answer;
  const entries = useMemo(() => readCartEntries(answer.data.entries), [answer]);
  const currency = data.subtotalAmount.currencyCode;
  const [announced, announce] = useState<Announced>({ text: '', n: 0 });
  const focusAfter = useRef<FocusAfterRemove | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const checkout = useRef<HTMLButtonElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  const latest = useRef(entries);
  latest.current = entries;

  const changes = lineChanges(bus, latest, focusAfter, announce);
  const none = entries.length === 0;
  // Once the removed line has gone from the page: a keyboard user is not left on <body>.
  useLayoutEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    const index = wanted.next === undefined ? -1 : entries.findIndex(({ id }) => id === wanted.next);
    const target = index < 0 ? null : list.current?.children[index]?.querySelector<HTMLElement>('.cart-entry__remove');
    (target ?? (none ? empty.current : checkout.current))?.focus();
  });

  return (
    <div className="cart-page">
      <ul ref={list} className="cart-page__entries" aria-label={t(CART_PAGE_TEXT, 'entries')} hidden={none}>
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} currency={currency} changes={changes} />
        ))}
      </ul>
      <p className="cart-page__subtotal" hidden={none}>
        <span className="cart-page__subtotal-label">{t(CART_PAGE_TEXT, 'subtotal')}</span>{' '}
        <span className="cart-page__subtotal-value">{formatMoney(data.subtotalCents, { currency })}</span>
      </p>
      <button ref={checkout} type="button" className="cart-page__checkout" data-checkout="cart" hidden={none}>
        {t(CART_PAGE_TEXT, 'checkout')}
      </button>
      {/* Focus lands here when the last line goes. */}
      <p ref={empty} className="cart-page__empty" tabIndex={-1} hidden={!none}>
        {t(CART_TEXT, 'empty')}
      </p>
      <p className="cart-page__announce" role="status" style={READ_OUT}>
        {announced.text}
      </p>
    </div>
  );
}
