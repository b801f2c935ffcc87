// @vitest-environment node
import { describe } from 'vitest';
import { readReservation } from '../../../../widgets/reservation/read-reservation.ts';
import { schema } from '../../../../widgets/reservation/schema.ts';
import { readerAgreesWithSchema } from '../../support/reader-agrees.ts';

const valid = { scriptUrl: '/fixtures/commerce/fake-reservation.js' };

describe('readReservation agrees with the reservation schema', () => {
  readerAgreesWithSchema(schema, readReservation, [
    ['every field, and an unknown one dropped', { ...valid, restaurantId: 'r-42', timeoutMs: 2500, theme: 'wide' }, true],
    ['only the script: the default time limit, no restaurant', valid, true],
    ['an empty restaurant id', { ...valid, restaurantId: '' }, true],
    ['nothing: the script is named', undefined, false],
    ['null: the script is named', null, false],
    ['an empty object', {}, false],
    ['an empty script address', { scriptUrl: '' }, false],
    ['a numeric restaurant id', { ...valid, restaurantId: 42 }, false],
    ['a null restaurant id', { ...valid, restaurantId: null }, false],
    ['a zero time limit', { ...valid, timeoutMs: 0 }, false],
    ['a fractional time limit', { ...valid, timeoutMs: 0.5 }, false],
    ['a time limit as text', { ...valid, timeoutMs: '100' }, false],
    ['a huge time limit', { ...valid, timeoutMs: -(2 ** 60) }, false],
    ['the first bad field is named', { scriptUrl: 1, restaurantId: 2 }, false],
    ['an array', [valid], false],
    ['a string', 'reservation', false],
  ]);
});
