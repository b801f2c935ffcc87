// @vitest-environment node
import { describe } from 'vitest';
import { readShape } from '../../../../widgets/shape/read-shape.ts';
import { schema } from '../../../../widgets/shape/schema.ts';
import { readerAgreesWithSchema } from '../../support/reader-agrees.ts';

describe('readShape agrees with the shape schema', () => {
  readerAgreesWithSchema(schema, readShape, [
    ['a shape, the layout fields dropped', { shapeName: 'arch', width: 3 }, true],
    ['nothing: square', undefined, true],
    ['an empty object: square', {}, true],
    ['a numeric shape', { shapeName: 7 }, false],
    ['a null shape', { shapeName: null }, false],
    ['a number', 71, false],
  ]);
});
