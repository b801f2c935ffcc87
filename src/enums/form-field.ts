/**
 * The parts of each composite field, in the documented order
 * (docs/behaviour/vocabulary.md#vocabulary: "each composite field's parts in order"). Values are collected part by part.
 */
export const FORM_FIELD_PARTS = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const;
