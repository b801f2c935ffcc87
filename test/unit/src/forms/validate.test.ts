// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FORM_FIELD, type FormField } from '../../../../src/forms/fields.ts';
import { validateForm } from '../../../../src/forms/validate.ts';
import type { CollectedValue } from '../../../../src/forms/collect.ts';

const field = (raw: Record<string, unknown>): FormField => FORM_FIELD.parse({ id: 'f', ...raw }, 'field', []) as FormField;

/** One field's message, as the form validates it. */
const validateField = (f: FormField, value: CollectedValue) => validateForm([f], { [f.id]: value })[f.id];

describe('validateField (behaviour/forms.md#forms)', () => {
  it('email: required or non-empty must match the pattern, with the documented message', () => {
    const message = 'Email is not valid. Email addresses should follow the format name@example.com.';
    expect(validateField(field({ type: 'email', required: true }), '')).toBe(message);
    expect(validateField(field({ type: 'email' }), 'nope')).toBe(message);
    expect(validateField(field({ type: 'email' }), '')).toBeUndefined();
    expect(validateField(field({ type: 'email', required: true }), 'a@b.co')).toBeUndefined();
  });
  it('textarea over its maxLength: the character-limit message; at the limit it passes', () => {
    const textarea = field({ type: 'textarea', maxLength: 5 });
    expect(validateField(textarea, '123456')).toBe('You have exceeded the character limit.');
    expect(validateField(textarea, '12345')).toBeUndefined();
    expect(validateField(textarea, '')).toBeUndefined();
  });
  it('required fields must be filled, multi-part ones in at least one part', () => {
    expect(validateField(field({ type: 'text', required: true }), '  ')).toBeTruthy();
    expect(validateField(field({ type: 'name', required: true }), ['', ''])).toBeTruthy();
    expect(validateField(field({ type: 'name', required: true }), ['Ada', ''])).toBeUndefined();
    expect(validateField(field({ type: 'checkbox', required: true, options: ['A'] }), [])).toBeTruthy();
    expect(validateField(field({ type: 'likert', required: true, options: ['Q'] }), {})).toBeTruthy();
  });
  it('sections and hidden fields always pass; validateForm maps ids to messages', () => {
    expect(validateField(field({ type: 'section', required: true }), '')).toBeUndefined();
    expect(validateForm([field({ type: 'text', id: 'a', required: true }), field({ type: 'text', id: 'b' })], { a: '', b: '' })).toEqual({
      a: expect.any(String),
    });
  });
});
