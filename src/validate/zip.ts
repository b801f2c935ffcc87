/** A US zip code: exactly 5 digits (behaviour.md#vocabulary). */
export const US_ZIP_PATTERN = /^\d{5}$/;

/** Whether a value is a US zip code (exactly 5 digits, nothing else). */
export function isUsZip(value: string): boolean {
  return US_ZIP_PATTERN.test(value);
}
