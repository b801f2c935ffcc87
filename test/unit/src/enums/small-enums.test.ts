// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UNIT_SYSTEM, MEASUREMENT_STANDARD, measurementStandardOf, isUnitSystem } from '../../../../src/enums/unit-system.ts';
import { MAP_STYLE, MAP_STYLE_LABEL, MAP_STYLE_NAME } from '../../../../src/enums/map-style.ts';
import { BADGE_TYPE, isBadgeType } from '../../../../src/enums/badge-type.ts';
import { INFO_BAR_STYLE, isInfoBarStyle } from '../../../../src/enums/info-bar-style.ts';
import { ANALYTICS_EVENT, isAnalyticsEvent } from '../../../../src/enums/analytics-event.ts';
import { SITE_TYPE, isSiteType } from '../../../../src/enums/site-type.ts';
import { WEBSITE_STATUS, isWebsiteStatus } from '../../../../src/enums/website-status.ts';
import { POPUP_OVERLAY_DISPLAY, POPUP_OVERLAY_STYLE, POPUP_DISPLAY_FREQUENCY_ONCE } from '../../../../src/enums/popup-overlay.ts';
import { isEnumValue, enumKeyOf } from '../../../../src/enums/enum-value.ts';

// Each row: enumeration, its seed entries, its membership test.
const TABLES: ReadonlyArray<[string, Record<string, unknown>, Record<string, unknown>, (v: unknown) => boolean]> = [
  ['UNIT_SYSTEM', UNIT_SYSTEM, { IMPERIAL: 1, METRIC: 2 }, isUnitSystem],
  [
    'MAP_STYLE',
    MAP_STYLE,
    { ORIGINAL: 1, GRAYSCALE: 2, SATELLITE: 3, MINIMAL_LIGHT: 4, MINIMAL_DARK: 5, MINIMAL_BLUE: 6 },
    (value) => isEnumValue(MAP_STYLE, value),
  ],
  ['BADGE_TYPE', BADGE_TYPE, { NONE: 1, BLACK: 2, WHITE: 3 }, isBadgeType],
  ['INFO_BAR_STYLE', INFO_BAR_STYLE, { NONE: 1, LIGHT: 2, DARK: 3 }, isInfoBarStyle],
  [
    'ANALYTICS_EVENT',
    ANALYTICS_EVENT,
    { PAGE_VIEW: 1, SITE_SEARCH: 2, HEARTBEAT: 10, AUDIO: 20, VIDEO: 21 },
    isAnalyticsEvent,
  ],
  [
    'SITE_TYPE',
    SITE_TYPE,
    { CLASSIC: 1, COVER_PAGE: 2, PARKING_PAGE: 3, COMMERCE: 4, ENTERPRISE: 5 },
    isSiteType,
  ],
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
    isWebsiteStatus,
  ],
];

describe.each(TABLES)('%s', (_name, enumeration, seed, isMember) => {
  it('equals the documented table exactly', () => {
    expect(enumeration).toEqual(seed);
  });

  it.each(Object.entries(seed))('%s = %j is a member', (_key, value) => {
    expect(isMember(value)).toBe(true);
  });

  it.each([0, 99, 'nope', null, undefined])('%j is not a member', (value) => {
    expect(isMember(value)).toBe(false);
  });
});

describe('MEASUREMENT_STANDARD', () => {
  it('spells the two standards', () => {
    expect(MEASUREMENT_STANDARD).toEqual({ IMPERIAL: 'imperial', METRIC: 'metric' });
  });

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

describe('MAP_STYLE names and labels', () => {
  it.each([
    [1, 'Original', 'Original'],
    [2, 'Grayscale', 'Grayscale'],
    [3, 'Satellite', 'Satellite'],
    [4, 'MinimalLight', 'Minimal Light'],
    [5, 'MinimalDark', 'Minimal Dark'],
    [6, 'MinimalBlue', 'Minimal Blue'],
  ] as const)('style %i is named %s and labelled %s', (style, name, label) => {
    expect(MAP_STYLE_NAME[style]).toBe(name);
    expect(MAP_STYLE_LABEL[style]).toBe(label);
  });
});

describe('popup overlay values', () => {
  it.each([
    ['style none', POPUP_OVERLAY_STYLE.NONE, 1],
    ['display none', POPUP_OVERLAY_DISPLAY.NONE, 1],
    ['display show', POPUP_OVERLAY_DISPLAY.SHOW, 2],
    ['display frequency once', POPUP_DISPLAY_FREQUENCY_ONCE, -1],
  ] as const)('%s is %i', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('enum helpers', () => {
  it('finds keys by value', () => {
    expect(enumKeyOf(BADGE_TYPE, 2)).toBe('BLACK');
    expect(enumKeyOf(BADGE_TYPE, 4)).toBeUndefined();
  });

  it('does not match inherited keys', () => {
    expect(isEnumValue(BADGE_TYPE, Object.prototype.toString)).toBe(false);
  });
});
