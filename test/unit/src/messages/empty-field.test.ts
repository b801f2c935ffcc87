// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { displayFieldValue, isEmptyFieldValue } from '../../../../src/messages/empty-field.ts';

describe('displayFieldValue', () => {
  it.each([
    [undefined, 'N/A'],
    [null, 'N/A'],
    ['', 'N/A'],
    ['   ', 'N/A'],
    [[], 'N/A'],
    ['Ann', 'Ann'],
    [0, '0'],
    [false, 'false'],
    [['a', 'b'], 'a, b'],
  ] as const)('%j displays %j', (value, expected) => {
    expect(displayFieldValue(value)).toBe(expected);
  });

  it('counts 0 as a value, not as empty', () => {
    expect(isEmptyFieldValue(0)).toBe(false);
  });
});
