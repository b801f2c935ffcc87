import { t } from '../catalogue/index.ts';
import { FIELD_TEXT } from '../catalogue/en/field.ts';

/**
 * Whether a field value counts as empty for display: absent, null, an empty
 * or blank string, or an empty list.
 */
export function isEmptyFieldValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * The text to show for a field: its value, or 'N/A' when it is empty
 * (behaviour.md#vocabulary: "empty field displays 'N/A'"). Lists are joined
 * with ', '.
 */
export function displayFieldValue(value: unknown): string {
  if (isEmptyFieldValue(value)) return t(FIELD_TEXT, 'empty');
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
}
