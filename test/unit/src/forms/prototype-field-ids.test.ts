// @vitest-environment node
/** Field ids named after Object.prototype members are ordinary ids (behaviour/start-up.md#security-model). */
import { describe, expect, it } from 'vitest';
import { collectForm } from '../../../../src/forms/collect.ts';
import { FORM_FIELD, type FormField } from '../../../../src/forms/fields.ts';
import { failureForStatus } from '../../../../src/forms/status-messages.ts';
import { validateForm } from '../../../../src/forms/validate.ts';

const field = (raw: Record<string, unknown>): FormField => FORM_FIELD.parse(raw, 'field', []) as FormField;
const fields = [
  field({ id: '__proto__', type: 'text', required: true }),
  field({ id: 'constructor', type: 'text', required: true }),
  field({ id: 'toString', type: 'likert', options: ['valueOf'] }),
];

describe('field ids from the site', () => {
  it('collects __proto__, constructor and toString as keys of the submission', () => {
    const values = JSON.parse('{"__proto__": "a", "constructor": "b"}') as Record<string, string>;
    const form = collectForm(fields, values);
    expect(JSON.parse(JSON.stringify(form))).toEqual(JSON.parse('{"__proto__": "a", "constructor": "b", "toString": {}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports a missing required __proto__ or constructor field', () => {
    const errors = validateForm(fields, collectForm(fields, {}));
    expect(Object.keys(errors)).toEqual(['__proto__', 'constructor']);
  });

  it('keeps a server field error for __proto__', () => {
    const failure = failureForStatus(400, JSON.parse('{"errors": {"__proto__": "Bad", "constructor": "Worse"}}'));
    expect(Object.entries(failure.fieldErrors ?? {})).toEqual([
      ['__proto__', 'Bad'],
      ['constructor', 'Worse'],
    ]);
  });
});
