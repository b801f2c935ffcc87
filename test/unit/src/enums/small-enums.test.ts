// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { measurementStandardOf } from '../../../../src/enums/unit-system.ts';
import { MAP_STYLE } from '../../../../src/enums/map-style.ts';
import { BADGE_TYPE } from '../../../../src/enums/badge-type.ts';
import { INFO_BAR_STYLE } from '../../../../src/enums/info-bar-style.ts';
import { ANALYTICS_EVENT } from '../../../../src/enums/analytics-event.ts';
import { SITE_TYPE } from '../../../../src/enums/site-type.ts';
import { WEBSITE_STATUS } from '../../../../src/enums/website-status.ts';
import { POPUP_OVERLAY_STYLE, POPUP_DISPLAY_FREQUENCY_ONCE } from '../../../../src/enums/popup-overlay.ts';
import { isEnumValue } from '../../../../src/enums/enum-value.ts';

// Each row: enumeration and its seed entries.
const TABLES: ReadonlyArray<[string, Record<string, unknown>, Record<string, unknown>]> = [
  ['MAP_STYLE', MAP_STYLE, { ORIGINAL: 1, GRAYSCALE: 2, SATELLITE: 3, MINIMAL_LIGHT: 4, MINIMAL_DARK: 5, MINIMAL_BLUE: 6 }],
  ['BADGE_TYPE', BADGE_TYPE, { NONE: 1, BLACK: 2, WHITE: 3 }],
  ['INFO_BAR_STYLE', INFO_BAR_STYLE, { NONE: 1, LIGHT: 2, DARK: 3 }],
  ['ANALYTICS_EVENT', ANALYTICS_EVENT, { PAGE_VIEW: 1, SITE_SEARCH: 2, HEARTBEAT: 10, AUDIO: 20, VIDEO: 21 }],
  ['SITE_TYPE', SITE_TYPE, { CLASSIC: 1, COVER_PAGE: 2, PARKING_PAGE: 3, COMMERCE: 4, ENTERPRISE: 5 }],
  [
    'WEBSITE_STATUS',
    WEBSITE_STATUS,
    {
      EXPIRED: 'expired',
      PAST_DUE: 'pastdue',
      TRIAL: 'trial',
      BETA: 'beta',
      REMOVED: 'removed',
      INTERNAL: 'internal',
      COMPED: 'comped',
      PAID: 'paid',
      LINKED: 'linked',
      PARKING_PAGE: 'parking-page',
      RESOLD: 'resold',
      RESOLD_GRACE: 'resold-grace',
      ENTERPRISE: 'enterprise',
    },
  ],
];

describe.each(TABLES)('%s', (_name, enumeration, seed) => {
  it('equals the documented table exactly', () => {
    expect(enumeration).toEqual(seed);
  });
});

describe('unit system (imperial 1, metric 2) and measurement standard words', () => {
  it.each([
    [1, 'imperial'],
    ['imperial', 'imperial'],
    [2, 'metric'],
    ['metric', 'metric'],
    [3, undefined],
    ['Metric', undefined],
  ] as const)('measurementStandardOf(%j) is %j', (input, expected) => {
    expect(measurementStandardOf(input)).toBe(expected);
  });
});

describe('popup overlay values', () => {
  it.each([
    ['style none', POPUP_OVERLAY_STYLE.NONE, 1],
    ['display show', POPUP_OVERLAY_STYLE.SHOW, 2],
    ['display frequency once', POPUP_DISPLAY_FREQUENCY_ONCE, -1],
  ] as const)('%s is %i', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('isEnumValue', () => {
  it.each([
    [1, true],
    [3, true],
    [0, false],
    [99, false],
    ['1', false],
    [null, false],
    [undefined, false],
  ] as const)('isEnumValue(BADGE_TYPE, %j) is %s', (value, expected) => {
    expect(isEnumValue(BADGE_TYPE, value)).toBe(expected);
  });

  it('does not match inherited keys', () => {
    expect(isEnumValue(BADGE_TYPE, Object.prototype.toString)).toBe(false);
  });
});
