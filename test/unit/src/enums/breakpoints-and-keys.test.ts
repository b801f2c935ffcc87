// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BREAKPOINT,
  BREAKPOINT_MEDIA_QUERY,
  DEVICE_TIER_LIMIT,
  LAYOUT_BREAKPOINTS,
  deviceTierOf,
  isMobileWidth,
} from '../../../../src/enums/breakpoints.ts';
import { KEY_CODE, isKey } from '../../../../src/enums/key-code.ts';

describe('breakpoints', () => {
  it('pins the documented values', () => {
    expect(BREAKPOINT).toEqual({ MOBILE_MAX: 432, DESKTOP_MIN: 433 });
    expect(LAYOUT_BREAKPOINTS).toEqual([800, 1024]);
    expect(DEVICE_TIER_LIMIT).toEqual({ PHONE_MAX: 926, TABLET_MIN: 1024, TABLET_MAX: 1365, LARGE_TABLET_MIN: 1366 });
  });

  it.each([
    [432, true],
    [433, false],
    [0, true],
  ] as const)('isMobileWidth(%i) is %s', (width, expected) => {
    expect(isMobileWidth(width)).toBe(expected);
  });

  it('the tablet query never matches', () => {
    expect(BREAKPOINT_MEDIA_QUERY.tablet).toBe('not all');
    expect(BREAKPOINT_MEDIA_QUERY.mobile).toBe('(max-width: 432px)');
    expect(BREAKPOINT_MEDIA_QUERY.desktop).toBe('(min-width: 433px)');
  });

  it.each([
    [320, 'phone'],
    [926, 'phone'],
    [927, undefined],
    [1023, undefined],
    [1024, 'tablet'],
    [1365, 'tablet'],
    [1366, 'largeTablet'],
    [2560, 'largeTablet'],
    [-1, undefined],
    [Number.NaN, undefined],
  ] as const)('deviceTierOf(%d) is %j', (width, tier) => {
    expect(deviceTierOf(width)).toBe(tier);
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
    expect(KEY_CODE[name]).toBe(code);
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
