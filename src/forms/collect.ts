import { FORM_FIELD_PARTS } from '../enums/form-field.ts';
import { emptyRecord, ownValue } from '../own-value.ts';
import { type FormField, type RawValue, type RawValues } from './fields.ts';

/** A collected value as it goes into the submission's `form` map. */
export type CollectedValue = string | string[] | Record<string, string>;

const asString = (raw: RawValue | undefined): string => (typeof raw === 'string' ? raw : '');
const asMap = (raw: RawValue | undefined): Record<string, string> => (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : emptyRecord());
const parts = (raw: RawValue | undefined, names: readonly string[]): string[] => names.map((name) => ownValue(asMap(raw), name) ?? '');

/**
 * The value of one field, by type (docs/behaviour/forms.md#forms): address, checkbox,
 * date, hidden (a query-parameter value overrides), likert, name, phone
 * (three parts padded with an empty first part), radio, select, time,
 * default.
 *
 * @param search the page's query string, for a hidden field's override
 */
function collectValue(field: FormField, raw: RawValue | undefined, search = ''): CollectedValue {
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
      const out = emptyRecord<string>();
      for (const question of field.options) {
        const answer = ownValue(answers, question);
        if (typeof answer === 'string') out[question] = answer;
      }
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
  // Field ids are the site's, but `__proto__` or `constructor` must stay plain keys.
  const form = emptyRecord<CollectedValue>();
  for (const field of fields) if (field.type !== 'section') form[field.id] = collectValue(field, ownValue(values, field.id), search);
  return form;
}
