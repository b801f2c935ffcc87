import type { Values } from '../block-data/field.ts';
import { bool, num, oneOf, text } from '../block-data/fields.ts';
import { list } from '../block-data/list.ts';
import { object } from '../block-data/object.ts';

/** The field types of behaviour/forms.md#forms ("Form field types"). */
const FIELD_TYPES = [
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
] as const;

/**
 * One form field's declaration, with its editable properties
 * (behaviour/forms.md#forms; docs/behaviour/blocks.md#block-data-declaration): a field
 * without a known type or an id cannot be shown, so it is left out of the
 * form (one warning); its other properties fall back to their defaults.
 */
const FIELD_TABLE = {
  type: oneOf(FIELD_TYPES, { required: true, description: 'The field type.' }),
  id: text({ required: true, description: 'The field id, sent as the key of its value.' }),
  title: text({ default: '', description: 'The label.' }),
  description: text({ description: 'Help text under the label.' }),
  placeholder: text({ description: 'The placeholder.' }),
  required: bool({ default: false, description: 'The field must be filled before submitting.' }),
  maxLength: num({ min: 1, integer: true, description: 'textarea: the most characters accepted.' }),
  options: list(text({ description: 'One option.' }), { default: [], description: 'radio, checkbox and select: the options; likert: the questions.' }),
  currencySymbol: text({ description: 'currency: the symbol shown before the amount.' }),
  showCountryCode: bool({ description: 'phone: show the country code part.' }),
  underline: bool({ description: 'section: draw a line under the title.' }),
  key: text({ description: 'hidden: the name sent.' }),
  value: text({ description: 'hidden: the value sent.' }),
};
export const FORM_FIELD = object(FIELD_TABLE, { required: true, description: 'One form field.' });

/** A form field as read. */
export type FormField = Values<typeof FIELD_TABLE>;

/** The likert scale: each question maps to a value from -2 to 2 (behaviour/forms.md#forms). */
export const LIKERT_SCALE = [
  { value: '-2', label: 'Strongly Disagree' },
  { value: '-1', label: 'Disagree' },
  { value: '0', label: 'Neutral' },
  { value: '1', label: 'Agree' },
  { value: '2', label: 'Strongly Agree' },
] as const;

/** The masked placeholder a password field shows (docs/behaviour/forms.md#forms). */
export const PASSWORD_PLACEHOLDER = '••••••••';

/**
 * What the visitor has entered, per field id: a string for single-value
 * fields, radio and select; a part name → string map for name, phone,
 * address, date and time; the checked options for checkbox; question →
 * value for likert.
 */
export type RawValue = string | string[] | Record<string, string>;
/** Every field's raw value, by field id. */
export type RawValues = Record<string, RawValue>;
