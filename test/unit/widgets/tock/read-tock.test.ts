// @vitest-environment node
import { describe } from 'vitest';
import { readTock } from '../../../../widgets/tock/read-tock.ts';
import { schema } from '../../../../widgets/tock/schema.ts';
import { readerAgreesWithSchema } from '../../support/reader-agrees.ts';

const valid = { scriptUrl: '/fixtures/commerce/fake-tock.js', businessName: 'harbour-kitchen' };

describe('readTock agrees with the Tock schema', () => {
  readerAgreesWithSchema(schema, readTock, [
    ['every field, and an unknown one dropped', { ...valid, timeoutMs: 2500, layout: 'wide' }, true],
    ['no time limit: the default', valid, true],
    ['a time limit of 1 ms', { ...valid, timeoutMs: 1 }, true],
    ['nothing: the script is named', undefined, false],
    ['null: the script is named', null, false],
    ['an empty object', {}, false],
    ['an empty script address', { ...valid, scriptUrl: '' }, false],
    ['a numeric script address', { ...valid, scriptUrl: 5 }, false],
    ['no business', { scriptUrl: valid.scriptUrl }, false],
    ['an empty business', { ...valid, businessName: '' }, false],
    ['a zero time limit', { ...valid, timeoutMs: 0 }, false],
    ['a fractional time limit', { ...valid, timeoutMs: 2.5 }, false],
    ['a time limit as text', { ...valid, timeoutMs: '100' }, false],
    ['a null time limit', { ...valid, timeoutMs: null }, false],
    ['a huge time limit', { ...valid, timeoutMs: 2 ** 60 }, false],
    ['the first bad field is named', { scriptUrl: '', businessName: '', timeoutMs: 0 }, false],
    ['an array', [valid], false],
    ['a string', 'tock', false],
  ]);
});
