// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BREAKPOINT_MEDIA_QUERY } from '../../../../src/enums/breakpoints.ts';
import { isKey } from '../../../../src/enums/key-code.ts';

describe('breakpoints', () => {
  it('the tablet query never matches', () => {
    expect(BREAKPOINT_MEDIA_QUERY.tablet).toBe('not all');
    expect(BREAKPOINT_MEDIA_QUERY.mobile).toBe('(max-width: 432px)');
    expect(BREAKPOINT_MEDIA_QUERY.desktop).toBe('(min-width: 433px)');
  });
});

describe('key codes', () => {
  it.each([
    ['ENTER', 13],
    ['ESCAPE', 27],
    ['SPACE', 32],
    ['LEFT', 37],
    ['RIGHT', 39],
  ] as const)('%s is %i', (name, code) => {
    expect(isKey({ key: 'Unidentified', keyCode: code }, name)).toBe(true);
  });

  it.each([
    [{ key: 'Escape' }, 'ESCAPE', true],
    [{ key: ' ' }, 'SPACE', true],
    [{ key: 'Spacebar' }, 'SPACE', true],
    [{ key: 'Enter' }, 'SPACE', false],
    [{ key: 'ArrowLeft' }, 'LEFT', true],
  ] as const)('isKey(%j, %s) is %s', (event, which, expected) => {
    expect(isKey(event, which)).toBe(expected);
  });
});
