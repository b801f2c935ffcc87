import type { Area } from '../area.ts';

/**
 * The form's field chrome (docs/behaviour/forms.md#forms): the labels of the parts of composite fields
 * and the empty choice of a select. The specification names the parts but not their wording;
 * these words are ours. Keys are the part names of `FORM_FIELD_PARTS`.
 */
export const FORM_FIELD_TEXT = {
  name: 'formField',
  messages: {
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
    am: 'AM',
    pm: 'PM',
    selectAnOption: 'Select an option',
  },
} as const satisfies Area;
