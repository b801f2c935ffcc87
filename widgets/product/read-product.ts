/**
 * Reads the Product JSON into the same typed value the zod schema in
 * `./schema.ts` gives (defaults filled, unknown fields dropped), or throws a
 * `BlockDataError` naming the first field at fault, as `parseBlockData`
 * would (docs/behaviour.md#commerce).
 *
 * Why not `parseBlockData(schema, …)` here: the zod runtime is ~7.7 KB gzip,
 * and a page with a product block and a cart badge has 12 KB in all
 * (`costBudget` in package.json). The schema stays the one documented
 * statement of the data (block-schemas.md is generated from it), and
 * `test/unit/widgets/product/read-product.test.ts` checks that this reader
 * accepts, fills and refuses exactly as the schema does.
 */

import { MAX_PRODUCT_PRICE, MAX_SKU_LENGTH } from '../../src/money/sku.ts';
import { array, boolean, number, object, oneOf, optional, string, withDefault as orDefault } from '../../src/block-data/read-json.ts';
import type { ProductData, ProductVariant } from './schema.ts';

const cents = (value: unknown, field: string): number => number(value, field, { integer: true, min: 0, max: MAX_PRODUCT_PRICE });

function readVariant(raw: unknown, path: string): ProductVariant {
  const v = object(raw, path.slice(0, -1));
  const price = cents(v.price, `${path}price`);
  const salePrice = optional(v, 'salePrice', path, cents);
  const onSale = orDefault(v, 'onSale', path, boolean, false);
  const qtyInStock = orDefault(v, 'qtyInStock', path, (value, field) => number(value, field, { integer: true }), 0);
  const unlimited = orDefault(v, 'unlimited', path, boolean, false);
  const sku = optional(v, 'sku', path, (value, field) => string(value, field, 1, MAX_SKU_LENGTH));
  const optionValues = orDefault(
    v,
    'optionValues',
    path,
    (value, field) =>
      array(value, field).map((item, i) => {
        const o = object(item, `${field}.${i}`);
        return { optionName: string(o.optionName, `${field}.${i}.optionName`), value: string(o.value, `${field}.${i}.value`) };
      }),
    [],
  );
  const weight = optional(v, 'weight', path, (value, field) => number(value, field, { min: 0 }));
  const dimensions = optional(v, 'dimensions', path, (value, field) => {
    const d = object(value, field);
    const side = (key: string): number => number(d[key], `${field}.${key}`, { min: 0 });
    return { length: side('length'), width: side('width'), height: side('height') };
  });
  return { price, ...salePrice, onSale, qtyInStock, unlimited, ...sku, optionValues, ...weight, ...dimensions } as ProductVariant;
}

/** The product from its block data; throws a `BlockDataError` naming the first field at fault. */
export function readProduct(raw: unknown): ProductData {
  const p = object(raw ?? {}, '(root)');
  const id = string(p.id, 'id', 1);
  const title = optional(p, 'title', '', string);
  const productType = oneOf(p.productType, 'productType', ['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD'] as const);
  const variants = orDefault(p, 'variants', '', (value, field) => array(value, field).map((v, i) => readVariant(v, `${field}.${i}.`)), []);
  const priceCents = optional(p, 'priceCents', '', cents);
  const salePriceCents = optional(p, 'salePriceCents', '', cents);
  const onSale = orDefault(p, 'onSale', '', boolean, false);
  const subscriptionPlan = optional(p, 'subscriptionPlan', '', (value, field) => {
    const plan = object(value, field);
    const period = object(plan.billingPeriod, `${field}.billingPeriod`);
    return {
      billingPeriod: {
        value: number(period.value, `${field}.billingPeriod.value`, { integer: true, min: 1 }),
        unit: oneOf(period.unit, `${field}.billingPeriod.unit`, ['week', 'month', 'year'] as const),
      },
      numBillingCycles: orDefault(plan, 'numBillingCycles', `${field}.`, (n, at) => number(n, at, { integer: true, min: 0 }), 0),
    };
  });
  return { id, ...title, productType, variants, ...priceCents, ...salePriceCents, onSale, ...subscriptionPlan } as ProductData;
}
