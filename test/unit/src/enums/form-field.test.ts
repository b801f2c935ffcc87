// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FORM_FIELD_PARTS } from '../../../../src/enums/form-field.ts';
import { FORM_FIELD, LIKERT_SCALE } from '../../../../src/forms/fields.ts';

describe('form field types (behaviour/vocabulary.md#vocabulary)', () => {
  it.each([
    'name',
    'phone',
    'address',
    'date',
    'time',
    'likert',
    'checkbox',
    'radio',
    'select',
    'hidden',
    'text',
    'textarea',
    'email',
    'number',
    'website',
    'currency',
    'password',
    'twitter',
    'section',
  ])('a %s field is read', (type) => {
    const problems: unknown[] = [];
    expect(FORM_FIELD.parse({ id: 'f', type }, 'field', problems as never)).toMatchObject({ type });
  });

  it('a field of any other type is not', () => {
    const problems: unknown[] = [];
    expect(FORM_FIELD.parse({ id: 'f', type: 'slider' }, 'field', problems as never)).not.toMatchObject({ type: 'slider' });
  });

  it.each([
    ['name', ['First', 'Last']],
    ['phone', ['Country', 'Areacode', 'Prefix', 'Line']],
    ['address', ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country']],
    ['date', ['Month', 'Day', 'Year']],
    ['time', ['Hour', 'Minute', 'Second', 'Ampm']],
  ] as const)('%s has parts %j', (type, parts) => {
    expect(FORM_FIELD_PARTS[type]).toEqual(parts);
  });

  it('maps likert answers to -2..2', () => {
    expect(LIKERT_SCALE.map((step) => step.value)).toEqual(['-2', '-1', '0', '1', '2']);
  });
});
