// @vitest-environment node
import { describe } from 'vitest';
import { readImage } from '../../../../widgets/image/read-image.ts';
import { schema } from '../../../../widgets/image/schema.ts';
import { readerAgreesWithSchema } from '../../support/reader-agrees.ts';

describe('readImage agrees with the image schema', () => {
  readerAgreesWithSchema(schema, readImage, [
    ['the lightbox on, and the layout fields servers add dropped', { lightbox: true, layout: 'caption-below', aspectRatio: 1.5 }, true],
    ['the lightbox off', { lightbox: false }, true],
    ['nothing: no lightbox', undefined, true],
    ['null: no lightbox', null, true],
    ['an empty object', {}, true],
    ['the lightbox as text', { lightbox: 'true' }, false],
    ['the lightbox as a number', { lightbox: 1 }, false],
    ['a null lightbox', { lightbox: null }, false],
    ['an array', [true], false],
    ['a string', 'image', false],
    ['a number', 5, false],
  ]);
});
