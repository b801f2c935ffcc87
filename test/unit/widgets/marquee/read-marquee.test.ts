// @vitest-environment node
import { describe } from 'vitest';
import { readMarquee } from '../../../../widgets/marquee/read-marquee.ts';
import { schema } from '../../../../widgets/marquee/schema.ts';
import { readerAgreesWithSchema } from '../../support/reader-agrees.ts';

describe('readMarquee agrees with the marquee schema', () => {
  readerAgreesWithSchema(schema, readMarquee, [
    ['every prop, unknown fields dropped (on items too)', { marqueeItems: [{ text: 'One', id: 1 }, { text: '' }], animationDirection: 'right', animationSpeed: 2.5, waveFrequency: 0.3, waveIntensity: 0.8, pausedOnHover: true, fontSize: 3 }, true],
    ['nothing: every default', undefined, true],
    ['no items', { marqueeItems: [] }, true],
    ['a zero speed, a negative wave', { animationSpeed: 0, waveFrequency: -1, waveIntensity: -0.5 }, true],
    ['items that are not a list', { marqueeItems: 'One' }, false],
    ['an item that is not an object', { marqueeItems: [{ text: 'a' }, 'b'] }, false],
    ['an item without text', { marqueeItems: [{ text: 'a' }, { label: 'b' }] }, false],
    ['an unknown direction', { animationDirection: 'up' }, false],
    ['a negative speed', { animationSpeed: -1 }, false],
    ['a wave frequency as text', { waveFrequency: '1' }, false],
    ['a null wave intensity', { waveIntensity: null }, false],
    ['pause on hover as text', { pausedOnHover: 'yes' }, false],
    ['the first bad field is named', { marqueeItems: [{}], animationSpeed: -1 }, false],
    ['an array', [{ text: 'a' }], false],
  ]);
});
