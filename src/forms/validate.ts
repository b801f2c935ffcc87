import { t } from '../catalogue/index.ts';
import { FORM_TEXT } from '../catalogue/en/form.ts';
import { isValidEmailField } from '../validate/email.ts';
import { emptyRecord, ownValue } from '../own-value.ts';
import type { CollectedValue } from './collect.ts';
import type { FormField } from './fields.ts';

/** The example address the email message names. */
export const EMAIL_EXAMPLE = 'name@example.com';

function isEmpty(value: CollectedValue): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part) => part.trim() === '');
  return Object.keys(value).length === 0;
}

/**
 * The client rule for one field (behaviour/forms.md#forms), or undefined when
 * the value passes: required fields must be filled; an email must match
 * the pattern (3 to 256 characters) when required or non-empty; a textarea
 * over its maxLength is invalid. Optional empty fields pass.
 */
function validateField(field: FormField, value: CollectedValue): string | undefined {
  if (field.type === 'section' || field.type === 'hidden') return undefined;
  if (field.type === 'email' && typeof value === 'string' && (field.required || value !== '')) {
    return isValidEmailField(value.trim(), field.required) ? undefined : t(FORM_TEXT, 'emailInvalid', { email: EMAIL_EXAMPLE });
  }
  if (field.required && isEmpty(value)) return t(FORM_TEXT, 'fieldRequired');
  if (field.type === 'textarea' && field.maxLength && typeof value === 'string' && value.length > field.maxLength) {
    return t(FORM_TEXT, 'characterLimitExceeded');
  }
  return undefined;
}

/** Every invalid field's message, by field id (empty when the form passes). */
export function validateForm(fields: readonly FormField[], form: Record<string, CollectedValue>): Record<string, string> {
  const errors = emptyRecord<string>();
  for (const field of fields) {
    const message = validateField(field, ownValue(form, field.id) ?? '');
    if (message) errors[field.id] = message;
  }
  return errors;
}
