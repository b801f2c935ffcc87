import { FORM_FIELD_PARTS } from '../../src/enums/form-field.ts';

/** Visible labels of the multi-part fields' inputs (the seed names the parts; the wording is ours). */
export const PART_LABELS: Record<string, string> = {
  First: 'First Name',
  Last: 'Last Name',
  Country: 'Country',
  Areacode: 'Area Code',
  Prefix: 'Prefix',
  Line: 'Line',
  Line1: 'Address 1',
  Line2: 'Address 2',
  City: 'City',
  State: 'State',
  Zip: 'Zip Code',
  Month: 'Month',
  Day: 'Day',
  Year: 'Year',
  Hour: 'Hour',
  Minute: 'Minute',
  Second: 'Second',
  Ampm: 'AM/PM',
};

/** The parts an input is shown for (a phone's country only with showCountryCode). */
export function shownParts(type: keyof typeof FORM_FIELD_PARTS, showCountryCode?: boolean): readonly string[] {
  const all = FORM_FIELD_PARTS[type];
  return type === 'phone' && !showCountryCode ? all.slice(1) : all;
}
