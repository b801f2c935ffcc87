import { FORM_FIELD_PARTS } from '../enums/form-field.ts';
import { type FormField, type RawValue, type RawValues } from './fields.ts';

/** A collected value as it goes into the submission's `form` map. */
export type CollectedValue = string | string[] | Record<string, string>;

const asString = (raw: RawValue | undefined): string => (typeof raw === 'string' ? raw : '');
const asMap = (raw: RawValue | undefined): Record<string, string> =>
  raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
const parts = (raw: RawValue | undefined, names: readonly string[]): string[] => names.map((name) => asMap(raw)[name] ?? '');

/**
 * The value of one field, by type (first seed, section 5: "Field values are
 * collected by type: address, checkbox, date, hidden (a query-parameter
 * value overrides), likert, name, phone (three parts padded with an empty
 * first part), radio, select, time, default").
 *
 * @param search the page's query string, for a hidden field's override
 */
export function collectValue(field: FormField, raw: RawValue | undefined, search = ''): CollectedValue {
  switch (field.type) {
    case 'name':
    case 'address':
    case 'date':
    case 'time':
      return parts(raw, FORM_FIELD_PARTS[field.type]);
    case 'phone': {
      // Without a country code the three parts are padded with an empty first part.
      const [country = '', ...rest] = parts(raw, FORM_FIELD_PARTS.phone);
      return [field.showCountryCode ? country : '', ...rest];
    }
    case 'checkbox':
      return Array.isArray(raw) ? field.options.filter((option) => raw.includes(option)) : [];
    case 'likert': {
      const answers = asMap(raw);
      const out: Record<string, string> = {};
      for (const question of field.options) if (answers[question] !== undefined) out[question] = answers[question];
      return out;
    }
    case 'hidden': {
      const override = field.key ? new URLSearchParams(search).get(field.key) : null;
      return override ?? field.value ?? '';
    }
    case 'radio':
    case 'select':
    default:
      return asString(raw);
  }
}

/** Every field's value (sections carry none), as the submission's `form` map. */
export function collectForm(fields: readonly FormField[], values: RawValues, search = ''): Record<string, CollectedValue> {
  const form: Record<string, CollectedValue> = {};
  for (const field of fields) if (field.type !== 'section') form[field.id] = collectValue(field, values[field.id], search);
  return form;
}
