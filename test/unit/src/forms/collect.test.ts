// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { collectForm } from '../../../../src/forms/collect.ts';
import { FORM_FIELD, type FormField, type RawValue } from '../../../../src/forms/fields.ts';

const field = (raw: Record<string, unknown>): FormField => FORM_FIELD.parse({ id: 'f', ...raw }, 'field', []) as FormField;

/** One field's value, as the form collects it. */
const collectValue = (f: FormField, raw: RawValue | undefined, search = '') => collectForm([f], raw === undefined ? {} : { [f.id]: raw }, search)[f.id];

describe('collectValue, by type (behaviour/forms.md#forms)', () => {
  it('name, address, date and time: their parts in the documented order, missing parts empty', () => {
    expect(collectValue(field({ type: 'name' }), { Last: 'Lovelace', First: 'Ada' })).toEqual(['Ada', 'Lovelace']);
    expect(collectValue(field({ type: 'address' }), { Line1: '1 Main', City: 'X', Country: 'US' })).toEqual(['1 Main', '', 'X', '', '', 'US']);
    expect(collectValue(field({ type: 'date' }), { Month: '1', Day: '2', Year: '2020' })).toEqual(['1', '2', '2020']);
    expect(collectValue(field({ type: 'time' }), { Hour: '9', Minute: '5', Ampm: 'PM' })).toEqual(['9', '5', '', 'PM']);
  });
  it('phone: three parts padded with an empty first part, unless it shows the country code', () => {
    const raw = { Country: '44', Areacode: '20', Prefix: '7946', Line: '0958' };
    expect(collectValue(field({ type: 'phone' }), raw)).toEqual(['', '20', '7946', '0958']);
    expect(collectValue(field({ type: 'phone', showCountryCode: true }), raw)).toEqual(['44', '20', '7946', '0958']);
  });
  it('checkbox: the checked options in option order; radio and select: the chosen one', () => {
    const options = ['A', 'B', 'C'];
    expect(collectValue(field({ type: 'checkbox', options }), ['C', 'A'])).toEqual(['A', 'C']);
    expect(collectValue(field({ type: 'checkbox', options }), undefined)).toEqual([]);
    expect(collectValue(field({ type: 'radio', options }), 'B')).toBe('B');
    expect(collectValue(field({ type: 'select', options }), undefined)).toBe('');
  });
  it('likert: each answered question to its -2..2 value', () => {
    expect(collectValue(field({ type: 'likert', options: ['Q1', 'Q2'] }), { Q2: '-2', other: '1' })).toEqual({ Q2: '-2' });
  });
  it('hidden: its value, overridden by its query parameter', () => {
    const hidden = field({ type: 'hidden', key: 'SQF_SOURCE', value: 'site' });
    expect(collectValue(hidden, undefined, '')).toBe('site');
    expect(collectValue(hidden, undefined, '?SQF_SOURCE=mail')).toBe('mail');
  });
  it('default: the typed string', () => {
    expect(collectValue(field({ type: 'twitter' }), 'ada')).toBe('ada');
    expect(collectValue(field({ type: 'currency' }), undefined)).toBe('');
  });
  it('collectForm leaves sections out', () => {
    const fields = [field({ type: 'section', id: 's' }), field({ type: 'text', id: 't' })];
    expect(collectForm(fields, { t: 'x' })).toEqual({ t: 'x' });
  });
});
