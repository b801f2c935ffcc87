// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BlockDataError } from '../../../../src/block-data-error.ts';
import { array, boolean, number, object, oneOf, optional, string, withDefault } from '../../../../src/block-data/read-json.ts';
import { refuseField } from '../../../../src/block-data/refuse-field.ts';

/** The error `read` throws (the test fails when it throws none, or another kind). */
function refusal(read: () => unknown): BlockDataError {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(BlockDataError);
    return error as BlockDataError;
  }
  throw new Error('not refused');
}

describe('refuseField', () => {
  it('names the field and says what is wrong, in parseBlockData\'s words', () => {
    const error = refusal(() => refuseField('location.mapLat', 'expected number'));
    expect(error.field).toBe('location.mapLat');
    expect(error.message).toBe('expected number');
  });
});

describe('the JSON readers', () => {
  it('object refuses arrays and null', () => {
    expect(object({ a: 1 }, 'f')).toEqual({ a: 1 });
    expect(refusal(() => object([], 'f')).field).toBe('f');
    expect(refusal(() => object(null, 'f')).message).toBe('expected object');
    expect(refusal(() => object(0, 'f')).message).toBe('expected object');
  });

  it('array, string, boolean take only their type', () => {
    expect(array([1], 'f')).toEqual([1]);
    expect(refusal(() => array({}, 'a')).message).toBe('expected array');
    expect(string('x', 'f')).toBe('x');
    expect(refusal(() => string(1, 's')).message).toBe('expected string');
    expect(refusal(() => string('', 's', 1)).message).toBe('too_small');
    expect(refusal(() => string('abc', 's', 0, 2)).message).toBe('too_big');
    expect(boolean(false, 'f')).toBe(false);
    expect(refusal(() => boolean('true', 'b')).message).toBe('expected boolean');
  });

  it('number refuses NaN and infinities, and keeps its bounds', () => {
    expect(number(-0, 'f', { min: 0 })).toBe(-0);
    expect(refusal(() => number(Number.NaN, 'n')).message).toBe('expected number');
    expect(refusal(() => number(Infinity, 'n')).field).toBe('n');
    expect(refusal(() => number('1', 'n')).message).toBe('expected number');
    expect(refusal(() => number(2 ** 53, 'n', { integer: true })).message).toBe('expected int');
    expect(refusal(() => number(1.5, 'n', { integer: true })).message).toBe('expected int');
    expect(refusal(() => number(0, 'n', { min: Number.MIN_VALUE })).message).toBe('too_small');
    expect(refusal(() => number(-0, 'n', { min: Number.MIN_VALUE })).field).toBe('n');
    expect(number(5e-324, 'n', { min: Number.MIN_VALUE })).toBe(5e-324);
    expect(refusal(() => number(23, 'n', { min: 0, max: 22 })).message).toBe('too_big');
    expect(refusal(() => number(-1, 'n', { min: 0, max: 22 })).message).toBe('too_small');
  });

  it('oneOf takes only a listed value', () => {
    expect(oneOf('b', 'f', ['a', 'b'])).toBe('b');
    expect(refusal(() => oneOf('c', 'f', ['a', 'b'])).message).toBe('expected one of "a", "b"');
  });

  it('optional leaves an absent field absent and names a present one by its path', () => {
    expect(optional({}, 'k', 'p.', string)).toEqual({});
    expect(optional({ k: 'v' }, 'k', 'p.', string)).toEqual({ k: 'v' });
    expect(refusal(() => optional({ k: 1 }, 'k', 'p.', string)).field).toBe('p.k');
  });

  it('withDefault gives the default unchecked for an absent field, and reads null as a value', () => {
    expect(withDefault({}, 'k', '', string, 'd')).toBe('d');
    expect(withDefault({ k: 'v' }, 'k', '', string, 'd')).toBe('v');
    expect(refusal(() => withDefault({ k: null }, 'k', 'p.', string, 'd')).field).toBe('p.k');
  });
});
