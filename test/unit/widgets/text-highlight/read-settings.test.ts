// @vitest-environment node
import { describe } from 'vitest';
import { readHighlightSettings } from '../../../../widgets/text-highlight/read-settings.ts';
import { schema } from '../../../../widgets/text-highlight/schema.ts';
import { readerAgreesWithSchema } from '../../support/reader-agrees.ts';

const all = { shape: 'circle', color: '#f00', thickness: '2px', linecap: 'butt', blend: 'multiply', opacity: 0.5, animation: 'fadeScale', direction: 'rtl', duration: 1.5, isAnimationEnabled: false };

describe('readHighlightSettings agrees with the text highlight schema', () => {
  readerAgreesWithSchema(schema, readHighlightSettings, [
    ['every setting, an unknown one dropped', { ...all, extra: true }, true],
    ['nothing: every default', undefined, true],
    ['an empty object: every default', {}, true],
    ['a decimal em thickness', { thickness: '0.125em' }, true],
    ['opacity at its bounds', { opacity: 0 }, true],
    ['an unknown shape', { shape: 'star' }, false],
    ['a numeric colour', { color: 255 }, false],
    ['a thickness without unit', { thickness: '2' }, false],
    ['a thickness in rem', { thickness: '1rem' }, false],
    ['a negative thickness', { thickness: '-1px' }, false],
    ['a numeric thickness', { thickness: 2 }, false],
    ['an unknown linecap', { linecap: 'flat' }, false],
    ['an unknown blend', { blend: 'color-burn' }, false],
    ['opacity over 1', { opacity: 1.01 }, false],
    ['an unknown animation', { animation: 'slide' }, false],
    ['an unknown direction', { direction: 'up' }, false],
    ['a zero duration', { duration: 0 }, false],
    ['a duration as text', { duration: '1s' }, false],
    ['animation flag as text', { isAnimationEnabled: 'false' }, false],
    ['the first bad field is named', { ...all, color: null, duration: -1 }, false],
    ['a string', 'wave', false],
  ]);
});
