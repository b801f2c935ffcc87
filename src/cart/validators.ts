/**
 * The cart's field validators (docs/behaviour/commerce.md#commerce): each field must
 * hold the type the cart table gives it. Server answers are page input, so
 * a field of the wrong type is refused (and named), never stored.
 */
import { CART_FIELD_KINDS, type CartFieldKind, type CartFieldName } from './fields.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const CHECKS: Record<CartFieldKind, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  array: (value) => Array.isArray(value),
  object: isPlainObject,
  // A timestamp: epoch ms, or a Date that is valid.
  timestamp: (value) => (typeof value === 'number' && Number.isFinite(value)) || (value instanceof Date && !Number.isNaN(value.getTime())),
  money: (value) => isPlainObject(value) && typeof value.value === 'number' && Number.isFinite(value.value) && typeof value.currencyCode === 'string',
};

/** Whether `name` is one of the cart's fields. */
export function isCartFieldName(name: string): name is CartFieldName {
  return Object.hasOwn(CART_FIELD_KINDS, name);
}

/**
 * Whether `value` has the type the cart requires of field `name`.
 * @internal Exported for its unit test: the cart entity type table, row by row; its caller only words the warning.
 */
export function isValidCartField(name: CartFieldName, value: unknown): boolean {
  return CHECKS[CART_FIELD_KINDS[name]](value);
}

/**
 * The problem with `value` for field `name`, as a sentence naming the
 * field and the kind expected, or `undefined` when it is valid.
 */
export function cartFieldProblem(name: CartFieldName, value: unknown): string | undefined {
  if (isValidCartField(name, value)) return undefined;
  const got = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  return `cart field "${name}" must be ${CART_FIELD_KINDS[name]}, got ${got}`;
}
