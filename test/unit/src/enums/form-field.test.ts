// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FORM_FIELDSET,
  FORM_FIELD_EDITABLE_PROPERTIES,
  FORM_FIELD_PARTS,
  FORM_FIELD_TYPE,
  LIKERT_VALUES,
  editableFormFieldProperties,
} from '../../../../src/enums/form-field.ts';
import type { FormFieldType } from '../../../../src/enums/form-field.ts';

describe('FORM_FIELD_TYPE', () => {
  it('lists every seed field type', () => {
    expect(Object.values(FORM_FIELD_TYPE).sort()).toEqual(
      [
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
      ].sort(),
    );
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
    expect(LIKERT_VALUES).toEqual([-2, -1, 0, 1, 2]);
  });
});

describe('editable properties', () => {
  const ROWS: ReadonlyArray<[FormFieldType, readonly string[]]> = [
    ['text', ['description', 'placeholder', 'required']],
    ['textarea', ['description', 'placeholder', 'required']],
    ['email', ['description', 'placeholder', 'required']],
    ['number', ['description', 'placeholder', 'required']],
    ['website', ['description', 'placeholder', 'required']],
    ['currency', ['description', 'currencySymbol', 'required']],
    ['password', ['description', 'required']],
    ['twitter', ['description', 'required']],
    ['date', ['description', 'required']],
    ['time', ['description', 'required']],
    ['name', ['description', 'required']],
    ['address', ['description', 'required']],
    ['phone', ['description', 'required', 'showCountryCode']],
    ['section', ['description', 'underline']],
    ['radio', ['description', 'options', 'required']],
    ['checkbox', ['description', 'options', 'required']],
    ['select', ['description', 'options', 'required']],
    ['likert', ['description', 'options', 'required']],
    ['hidden', ['key', 'value']],
  ];

  it.each(ROWS)('%s edits %j', (type, properties) => {
    expect(FORM_FIELD_EDITABLE_PROPERTIES[type]).toEqual(properties);
    expect(editableFormFieldProperties(type, { textareaMaxLengthEnabled: false })).toEqual(properties);
  });

  it('covers every field type', () => {
    expect(Object.keys(FORM_FIELD_EDITABLE_PROPERTIES)).toHaveLength(ROWS.length);
  });

  it('adds maxLength to textarea only when the flag is on', () => {
    expect(editableFormFieldProperties('textarea', { textareaMaxLengthEnabled: true })).toEqual([
      'description',
      'placeholder',
      'required',
      'maxLength',
    ]);
    expect(editableFormFieldProperties('text', { textareaMaxLengthEnabled: true })).not.toContain('maxLength');
    expect(editableFormFieldProperties('textarea')).not.toContain('maxLength');
  });
});

describe('FORM_FIELDSET', () => {
  it.each([
    ['BUILD', 1],
    ['STORAGE', 2],
    ['ADVANCED', 3],
    ['CAPTCHA', 4],
    ['DISCLAIMER', 5],
  ] as const)('%s is %i', (name, value) => {
    expect(FORM_FIELDSET[name]).toBe(value);
  });
});
