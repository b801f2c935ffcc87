/**
 * The product block's data declaration (docs/behaviour/commerce.md#commerce,
 * docs/behaviour/blocks.md#block-data-declaration): the one statement of the
 * Product's fields, from which the widget reads them, `site-runtime check`
 * reports and docs/block-schemas.md is written. Read leniently, as the
 * platform reads it: a value the block cannot use is its default with one
 * warning. It is refused only when nothing can be bought: without an `id`
 * (add to cart and the gift card checkout send it), or without a price
 * (no variant with a readable price; a digital product without
 * `priceCents`), see {@link refusals}.
 *
 * The list and object kinds are this file's own (like the gallery's block
 * ids), so that the product's first view needs neither src/block-data/list.ts
 * nor object.ts: each is a chunk of its own (docs/behaviour/commerce.md#product-first-view).
 */
import { type Field, Invalid, type Problem, type Table, type Values } from '../../src/block-data/field.ts';
import { bool, invalid, make, num, oneOf, shown, text, type FieldOptions, type Maybe } from '../../src/block-data/fields.ts';
import { readTable } from '../../src/block-data/read-table.ts';
import { MAX_PRODUCT_PRICE } from '../../src/money/sku.ts';

/** One line for the block-schema reference. */
export const summary =
  'The product block (43). Data is the Product (structuredContent): its type, variants (prices in cents, stock, SKU, option values) or, for a digital product, its own prices; store settings come from the site context. Refused only when nothing can be bought: no `id`, no variant with a readable `price` (a variant without one is left out), or a digital product without `priceCents`.';

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * A list of objects, each read with `table`: an item missing a field it
 * cannot do without is left out, in src/block-data/list.ts's words.
 */
const items = <const T extends Table>(table: T, options: FieldOptions<Values<T>[]>): Field<Values<T>[]> =>
  make(
    'list of object',
    options,
    (value, at, problems) => {
      if (!Array.isArray(value)) return invalid('expected a list', value);
      return value.flatMap((entry, index) => {
        const path = `${at}.${index}`;
        const own: Problem[] = isObject(entry) ? [] : [{ field: path, message: `expected an object, got ${shown(entry)}`, refused: true }];
        const read = isObject(entry) ? readTable(table, entry, path + '.', own) : undefined;
        for (const p of own) problems.push(p.refused ? { ...p, message: `${p.message} (the item is left out)`, refused: false } : p);
        return own.some((p) => p.refused) ? [] : [read!];
      });
    },
    table,
  );

/**
 * An object read with `table` that is of no use without each required
 * field: one of them missing or unreadable makes the whole object
 * unreadable (so its default, absent), the nested field named.
 */
const whole = <const T extends Table, O extends FieldOptions<Values<T>>>(table: T, options: O): Field<Maybe<Values<T>, O>> =>
  make(
    'object',
    options,
    (value, at, problems) => {
      if (!isObject(value)) return invalid('expected an object', value);
      const own: Problem[] = [];
      const read = readTable(table, value, at + '.', own);
      const refused = own.find((p) => p.refused);
      if (refused) throw new Invalid(`${refused.field.slice(at.length + 1)}: ${refused.message}`);
      problems.push(...own);
      return read;
    },
    table,
  );

/** A price in cents: a whole number from 0 to 100000000 (docs/behaviour/commerce.md#commerce). */
const cents = <O extends FieldOptions<number>>(options: O) => num({ integer: true, min: 0, max: MAX_PRODUCT_PRICE, ...options });

const VARIANT = {
  price: cents({ required: true, description: 'Regular price in cents; a variant without a readable one is left out.' }),
  salePrice: cents({ description: 'Sale price in cents, shown while onSale.' }),
  onSale: bool({ default: false, description: 'On sale: the sale price is shown beside the struck regular one.' }),
  qtyInStock: num({ integer: true, default: 0, description: 'Units in stock (ignored when unlimited); 0 or less is sold out.' }),
  unlimited: bool({ default: false, description: 'Stock is unlimited.' }),
  sku: text({ description: 'Stock-keeping unit, sent with add to cart.' }),
  optionValues: items(
    {
      optionName: text({ required: true, description: 'The option this value belongs to (Size, Colour…).' }),
      value: text({ required: true, description: 'The value (Small, Red…).' }),
    },
    { default: [], description: "The variant's value of each option; a value without both names is left out." },
  ),
  weight: num({ min: 0, description: "Shipping weight in the store's unit (lbs or kg)." }),
  dimensions: whole(
    {
      length: num({ min: 0, required: true, description: 'Length.' }),
      width: num({ min: 0, required: true, description: 'Width.' }),
      height: num({ min: 0, required: true, description: 'Height.' }),
    },
    { description: "Length, width and height in the store's unit (inches or cm); all three, or none is shown." },
  ),
};

/** The product's fields. */
export const fields = {
  id: text({
    required: true,
    description: "The product id (sent with add to cart; the gift card checkout's giftCardProductId): nothing can be bought without it.",
  }),
  title: text({ description: 'The product name, shown as the block heading.' }),
  productType: oneOf(['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD'], {
    default: 'PHYSICAL',
    description: 'PHYSICAL, SERVICE, DIGITAL or GIFT_CARD; any other value is read as PHYSICAL.',
  }),
  variants: items(VARIANT, { default: [], description: 'Physical, service and gift card products: one or more variants.' }),
  priceCents: cents({ description: 'Digital products: the price in cents (required for them).' }),
  salePriceCents: cents({ description: 'Digital products: the sale price in cents.' }),
  onSale: bool({ default: false, description: 'Digital products: on sale.' }),
  subscriptionPlan: whole(
    {
      billingPeriod: whole(
        {
          value: num({ integer: true, min: 1, required: true, description: 'How many units between payments.' }),
          unit: oneOf(['week', 'month', 'year'], { required: true, description: 'week, month or year.' }),
        },
        { required: true, description: 'Billed every value units.' },
      ),
      numBillingCycles: num({ integer: true, min: 0, default: 0, description: 'How many payments (0: indefinitely).' }),
    },
    { description: 'A subscription: its text is shown under the price.' },
  ),
};

/** The product as read. */
export type ProductData = Values<typeof fields>;
/** One variant as read. */
export type ProductVariant = ProductData['variants'][number];

/**
 * What refuses the block beyond its required fields: a product with
 * nothing to sell at a price. Read by the widget and by `site-runtime
 * check` (tools/check/check-page.ts), after the fields.
 */
export function refusals({ productType, variants, priceCents }: ProductData): Problem[] {
  if (productType === 'DIGITAL') return priceCents === undefined ? [{ field: 'priceCents', message: 'required for a digital product', refused: true }] : [];
  return variants.length ? [] : [{ field: 'variants', message: 'expected at least one variant with a price', refused: true }];
}
