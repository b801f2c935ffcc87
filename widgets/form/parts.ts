import { FORM_FIELD_PARTS } from '../../src/enums/form-field.ts';
import { t } from '../../src/catalogue/index.ts';
import { FORM_FIELD_TEXT } from '../../src/catalogue/en/form-field.ts';

/** The visible label of a composite field's part, read from the catalogue when shown (docs/behaviour/vocabulary.md#catalogue). */
export function partLabel(part: string): string {
  return part in FORM_FIELD_TEXT.messages ? t(FORM_FIELD_TEXT, part as keyof typeof FORM_FIELD_TEXT.messages) : part;
}

/** The parts an input is shown for (a phone's country only with showCountryCode). */
export function shownParts(type: keyof typeof FORM_FIELD_PARTS, showCountryCode?: boolean): readonly string[] {
  const all = FORM_FIELD_PARTS[type];
  return type === 'phone' && !showCountryCode ? all.slice(1) : all;
}
