/**
 * Membership test shared by the `as const` enumerations in this folder.
 *
 * Each enumeration is a frozen-by-type object literal (tree-shakable, no
 * runtime registry); data arriving from page context or block JSON is
 * `unknown`, so widgets need a type guard before trusting a number or name.
 */
export function isEnumValue<const E extends Record<string, string | number>>(enumeration: E, value: unknown): value is E[keyof E] {
  for (const key in enumeration) {
    if (enumeration[key] === value) return true;
  }
  return false;
}
