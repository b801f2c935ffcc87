// @vitest-environment node
/**
 * The form context as the platform writes it (docs/behaviour/blocks.md#block-data-declaration):
 * only a missing formId refuses the form; `disclaimerMessage: null` (real
 * 7.1 forms) is "none"; a field that cannot be shown is left out.
 */
import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/form/data.ts';

const read = (raw: unknown) => readBlock(fields, raw);

describe('form data', () => {
  it('a real 7.1 form context reads without a problem: disclaimerMessage null, no submission message', () => {
    const { value, problems } = read({
      formId: 'f1',
      formName: 'Contact',
      collectionId: 'c1',
      objectName: 'o1',
      formSubmitButtonText: 'Send',
      disclaimerMessage: null,
      formSubmissionMessage: { html: '<p>Thanks</p>' },
      captchaEnabled: true,
      captchaTheme: 1,
      useLightbox: false,
      formFields: [{ type: 'email', id: 'email-yui_1', title: 'Email', required: true }],
      localizedStrings: { any: 'thing' },
    });
    expect(problems).toEqual([]);
    expect(value.disclaimerMessage).toBeUndefined();
    expect(value.formFields).toEqual([{ type: 'email', id: 'email-yui_1', title: 'Email', required: true, options: [] }]);
  });

  it('with no formId the form cannot be sent: "required", and the other problems are reported too', () => {
    expect(read({ formFields: 3 }).problems).toEqual([
      { field: 'formId', message: 'required', refused: true },
      { field: 'formFields', message: 'expected a list, got 3; the default is used', refused: false },
    ]);
    expect(read(undefined).problems).toEqual([{ field: 'formId', message: 'required', refused: true }]);
  });

  it('a wrong value falls back to its default with one problem', () => {
    const { value, problems } = read({ formId: 'f', formSubmitButtonText: 5, captchaEnabled: 'maybe', formSubmissionMessage: 'Thanks' });
    expect(value).toMatchObject({ formSubmitButtonText: 'Submit', captchaEnabled: false });
    expect(value.formSubmissionMessage).toBeUndefined();
    expect(problems.map((p) => `${p.field}: ${p.message}`)).toEqual([
      'formSubmitButtonText: expected text, got 5; the default is used',
      'formSubmissionMessage: expected an object, got "Thanks"; the default is used',
      'captchaEnabled: expected true or false, got "maybe"; the default is used',
    ]);
  });

  it('a field of an unknown type, or without an id, is left out; the others stay', () => {
    const { value, problems } = read({
      formId: 'f',
      formFields: [{ type: 'hologram', id: 'a' }, { type: 'text' }, { type: 'text', id: 'b', required: 'yes' }],
    });
    expect(value.formFields).toEqual([{ type: 'text', id: 'b', title: '', required: false, options: [] }]);
    expect(problems.map((p) => `${p.field}: ${p.message}`)).toEqual([
      'formFields.0.type: expected one of name, phone, address, date, time, likert, checkbox, radio, select, hidden, text, textarea, email, number, website, currency, password, twitter, section, got "hologram" (the item is left out)',
      'formFields.1.id: required (the item is left out)',
      'formFields.2.required: expected true or false, got "yes"; the default is used',
    ]);
  });

  it('describes disclaimerMessage as what it is, not as the success message', () => {
    expect(fields.disclaimerMessage.description).toMatch(/disclaimer/i);
    expect(fields.formSubmissionMessage.description).toMatch(/success/i);
  });
});
