/**
 * Units of displayed file sizes, base 1024 (behaviour.md#vocabulary: "displayed file
 * sizes run from Bytes up to YB at base 1024").
 */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** The base between consecutive {@link FILE_SIZE_UNITS}. */
export const FILE_SIZE_BASE = 1024;

/**
 * Bytes in one upload megabyte (behaviour.md#vocabulary: "a megabyte is 1,000,000 bytes
 * in upload units"). Upload limits are decimal even though the display is
 * binary, as the specification (behaviour.md#vocabulary) says; the two are deliberately kept apart.
 */
export const UPLOAD_MEGABYTE = 1_000_000;

/** Bytes in a size given in upload megabytes (for limit checks). */
export function uploadMegabytesToBytes(megabytes: number): number {
  return megabytes * UPLOAD_MEGABYTE;
}

/**
 * A human file size: '0 Bytes', '1 KB', '1.5 MB', … up to YB, with at most
 * `decimals` fraction digits (trailing zeros dropped), in English number
 * style (`Intl.NumberFormat('en')`, so '1,023 Bytes').
 *
 * Negative or non-finite sizes are not sizes; they throw a RangeError.
 */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  const exponent =
    bytes < 1 ? 0 : Math.min(Math.floor(Math.log(bytes) / Math.log(FILE_SIZE_BASE)), FILE_SIZE_UNITS.length - 1);
  let value = bytes / FILE_SIZE_BASE ** exponent;
  let unitIndex = exponent;
  // Rounding can carry into the next unit (1023.999 KB → '1,024 KB'); move up.
  const rounded = Number(value.toFixed(Math.max(0, decimals)));
  if (rounded >= FILE_SIZE_BASE && unitIndex < FILE_SIZE_UNITS.length - 1) {
    unitIndex += 1;
    value = rounded / FILE_SIZE_BASE;
  }
  const number = new Intl.NumberFormat('en', { maximumFractionDigits: Math.max(0, decimals) }).format(value);
  return `${number} ${FILE_SIZE_UNITS[unitIndex] ?? 'Bytes'}`;
}
