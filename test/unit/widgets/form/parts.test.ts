// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { partLabel, shownParts } from '../../../../widgets/form/parts.ts';
import { registerCatalogue, setLocale } from '../../../../src/catalogue/register.ts';

describe('form field parts (docs/behaviour/forms.md#forms)', () => {
  it('labels each part from the catalogue, in the active language, and leaves an unknown part as named', () => {
    expect(partLabel('First')).toBe('First Name');
    expect(partLabel('Zip')).toBe('Zip Code');
    expect(partLabel('Odd')).toBe('Odd');
    registerCatalogue('fr', { formField: { First: 'Prénom' } });
    setLocale('fr');
    expect(partLabel('First')).toBe('Prénom');
    expect(partLabel('Last')).toBe('Last Name');
    setLocale('en');
  });

  it('shows a phone’s country code only when asked', () => {
    expect(shownParts('phone')).not.toContain('Country');
    expect(shownParts('phone', true)).toContain('Country');
  });
});
