/**
 * Form field types (behaviour.md#vocabulary: composite fields, choice fields and
 * single-value fields).
 */
export const FORM_FIELD_TYPE = {
  NAME: 'name',
  PHONE: 'phone',
  ADDRESS: 'address',
  DATE: 'date',
  TIME: 'time',
  LIKERT: 'likert',
  CHECKBOX: 'checkbox',
  RADIO: 'radio',
  SELECT: 'select',
  HIDDEN: 'hidden',
  TEXT: 'text',
  TEXTAREA: 'textarea',
  EMAIL: 'email',
  NUMBER: 'number',
  WEBSITE: 'website',
  CURRENCY: 'currency',
  PASSWORD: 'password',
  TWITTER: 'twitter',
  SECTION: 'section',
} as const;

/** One form field type. */
export type FormFieldType = (typeof FORM_FIELD_TYPE)[keyof typeof FORM_FIELD_TYPE];

/**
 * The parts of each composite field, in the documented order (behaviour.md#vocabulary, "Form field types"). Values are collected part by part.
 */
export const FORM_FIELD_PARTS = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const;

/** A composite field type (one that has parts). */
export type CompositeFormFieldType = keyof typeof FORM_FIELD_PARTS;

/**
 * Values a likert question may be mapped to (behaviour.md#vocabulary: "question mapped to
 * a value from -2 to 2").
 */
export const LIKERT_VALUES = [-2, -1, 0, 1, 2] as const;

/** One likert value. */
export type LikertValue = (typeof LIKERT_VALUES)[number];

/** A property the form editor lets an owner edit on a field. */
export type FormFieldProperty =
  | 'description'
  | 'placeholder'
  | 'required'
  | 'currencySymbol'
  | 'showCountryCode'
  | 'underline'
  | 'options'
  | 'key'
  | 'value'
  | 'maxLength';

/**
 * Editable properties per field type, in the documented order (behaviour.md#vocabulary). The
 * textarea's `maxLength` is feature-flagged, so it is added by
 * {@link editableFormFieldProperties}, not listed here.
 */
export const FORM_FIELD_EDITABLE_PROPERTIES = {
  text: ['description', 'placeholder', 'required'],
  textarea: ['description', 'placeholder', 'required'],
  email: ['description', 'placeholder', 'required'],
  number: ['description', 'placeholder', 'required'],
  website: ['description', 'placeholder', 'required'],
  currency: ['description', 'currencySymbol', 'required'],
  password: ['description', 'required'],
  twitter: ['description', 'required'],
  date: ['description', 'required'],
  time: ['description', 'required'],
  name: ['description', 'required'],
  address: ['description', 'required'],
  // "phone: also showCountryCode" — the password-like list plus the toggle.
  phone: ['description', 'required', 'showCountryCode'],
  section: ['description', 'underline'],
  radio: ['description', 'options', 'required'],
  checkbox: ['description', 'options', 'required'],
  select: ['description', 'options', 'required'],
  likert: ['description', 'options', 'required'],
  hidden: ['key', 'value'],
} as const satisfies Record<FormFieldType, readonly FormFieldProperty[]>;

/**
 * The editable properties of a field type; a textarea also gets `maxLength`
 * when the character-limit feature flag is on (behaviour.md#vocabulary).
 */
export function editableFormFieldProperties(
  type: FormFieldType,
  options: { textareaMaxLengthEnabled?: boolean } = {},
): readonly FormFieldProperty[] {
  const base: readonly FormFieldProperty[] = FORM_FIELD_EDITABLE_PROPERTIES[type];
  if (type === FORM_FIELD_TYPE.TEXTAREA && options.textareaMaxLengthEnabled === true) {
    return [...base, 'maxLength'];
  }
  return base;
}

/**
 * Form model fieldsets (behaviour.md#vocabulary: "build 1, storage 2, advanced 3,
 * captcha 4, disclaimer 5").
 */
export const FORM_FIELDSET = {
  BUILD: 1,
  STORAGE: 2,
  ADVANCED: 3,
  CAPTCHA: 4,
  DISCLAIMER: 5,
} as const;

/** One form fieldset number. */
export type FormFieldset = (typeof FORM_FIELDSET)[keyof typeof FORM_FIELDSET];
