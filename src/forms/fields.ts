import * as z from 'zod/mini';

/** The field types of behaviour.md#forms ("Form field types"). */
export const FIELD_TYPES = [
  'name', 'phone', 'address', 'date', 'time', 'likert', 'checkbox', 'radio', 'select', 'hidden',
  'text', 'textarea', 'email', 'number', 'website', 'currency', 'password', 'twitter', 'section',
] as const;

/** One field type name. */
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * One form field with its editable properties (behaviour.md#forms):
 * description, placeholder, required; currencySymbol; showCountryCode;
 * underline; options (radio, checkbox, select, and a likert's questions);
 * key and value (hidden); maxLength (textarea).
 */
export const fieldSchema = z.object({
  type: z.enum(FIELD_TYPES),
  id: z.string(),
  title: z._default(z.string(), ''),
  description: z.optional(z.string()),
  placeholder: z.optional(z.string()),
  required: z._default(z.boolean(), false),
  maxLength: z.optional(z.number()),
  options: z._default(z.array(z.string()), []),
  currencySymbol: z.optional(z.string()),
  showCountryCode: z.optional(z.boolean()),
  underline: z.optional(z.boolean()),
  key: z.optional(z.string()),
  value: z.optional(z.string()),
});

/** A validated form field. */
export type FormField = z.infer<typeof fieldSchema>;

/** The likert scale: each question maps to a value from -2 to 2 (behaviour.md#forms). */
export const LIKERT_SCALE = [
  { value: '-2', label: 'Strongly Disagree' },
  { value: '-1', label: 'Disagree' },
  { value: '0', label: 'Neutral' },
  { value: '1', label: 'Agree' },
  { value: '2', label: 'Strongly Agree' },
] as const;

/** The masked placeholder a password field shows (behaviour.md#forms: "Password fields use a masked placeholder value"). */
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
