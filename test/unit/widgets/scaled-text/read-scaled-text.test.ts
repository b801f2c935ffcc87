// @vitest-environment node
import { describe } from 'vitest';
import { readScaledText } from '../../../../widgets/scaled-text/read-scaled-text.ts';
import { schema } from '../../../../widgets/scaled-text/schema.ts';
import { readerAgreesWithSchema } from '../../support/reader-agrees.ts';

describe('readScaledText agrees with the scaled text schema', () => {
  readerAgreesWithSchema(schema, readScaledText, [
    ['a largest size, an unknown field dropped', { maxFontSize: 48.5, text: 'x' }, true],
    ['nothing: the text\'s own size', undefined, true],
    ['a zero size', { maxFontSize: 0 }, false],
    ['a negative size', { maxFontSize: -3 }, false],
    ['a size as text', { maxFontSize: '48px' }, false],
    ['a string', 'big', false],
  ]);
});
