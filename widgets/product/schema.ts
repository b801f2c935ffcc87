import * as z from 'zod/mini';
import { MAX_PRODUCT_PRICE, MAX_SKU_LENGTH } from '../../src/money/sku.ts';

/** One line for the block-schema reference. */
export const summary =
  'The product block (43). Data is the Product (structuredContent): its type, variants (prices in cents, stock, SKU, option values) or, for a digital product, its own prices; store settings come from the site context.';

const described = <T extends z.ZodMiniType>(schema: T, description: string): T => {
  z.globalRegistry.add(schema, { description });
  return schema;
};

/** A price in cents: a whole number from 0 to 100000000 (docs/behaviour.md#commerce). */
const cents = (): z.ZodMiniNumber<number> => z.int().check(z.gte(0), z.lte(MAX_PRODUCT_PRICE));

const optionValue = z.object({
  optionName: described(z.string(), 'The option this value belongs to (Size, Colour…).'),
  value: described(z.string(), 'The value (Small, Red…).'),
});

const variant = z.object({
  price: described(cents(), 'Regular price in cents.'),
  salePrice: z.optional(described(cents(), 'Sale price in cents, shown while onSale.')),
  onSale: z._default(z.boolean(), false),
  qtyInStock: z._default(described(z.int(), 'Units in stock (ignored when unlimited).'), 0),
  unlimited: z._default(z.boolean(), false),
  sku: z.optional(described(z.string().check(z.minLength(1), z.maxLength(MAX_SKU_LENGTH)), 'Stock-keeping unit, at most 60 characters.')),
  optionValues: z._default(z.array(optionValue), []),
  weight: z.optional(described(z.number().check(z.gte(0)), "Shipping weight in the store's unit (lbs or kg).")),
  dimensions: z.optional(
    described(
      z.object({ length: z.number().check(z.gte(0)), width: z.number().check(z.gte(0)), height: z.number().check(z.gte(0)) }),
      "Length, width and height in the store's unit (inches or cm).",
    ),
  ),
});

/** The product block's data: the documented Product (structuredContent). */
export const schema = z.object({
  id: described(z.string().check(z.minLength(1)), 'The product id (sent with add to cart; the gift card checkout\'s giftCardProductId).'),
  title: z.optional(described(z.string(), 'The product name, shown as the block heading.')),
  productType: described(z.enum(['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD']), 'PHYSICAL, SERVICE, DIGITAL or GIFT_CARD.'),
  variants: z._default(described(z.array(variant), 'Physical, service and gift card products: one or more variants.'), []),
  priceCents: z.optional(described(cents(), 'Digital products: the price in cents.')),
  salePriceCents: z.optional(described(cents(), 'Digital products: the sale price in cents.')),
  onSale: z._default(described(z.boolean(), 'Digital products: on sale.'), false),
  subscriptionPlan: z.optional(
    described(
      z.object({
        billingPeriod: z.object({ value: z.int().check(z.gte(1)), unit: z.enum(['week', 'month', 'year']) }),
        numBillingCycles: z._default(z.int().check(z.gte(0)), 0),
      }),
      'A subscription: billed every billingPeriod (value, unit week/month/year), numBillingCycles payments (0: indefinitely).',
    ),
  ),
});

/** The validated product. */
export type ProductData = z.infer<typeof schema>;
/** One validated variant. */
export type ProductVariant = ProductData['variants'][number];

/** What the widget reads its data with: `site-runtime check` runs the same function (docs/behaviour.md#check). */
export { readProduct as read } from './read-product.ts';
