/**
 * Which of the site overlays show (docs/behaviour/page-modules.md#site-overlays). Pure,
 * so each rule is a unit test. Enumeration numbers come from
 * src/enums/badge-type.ts and src/enums/info-bar-style.ts.
 */
import { BADGE_TYPE } from '../../src/enums/badge-type.ts';
import { INFO_BAR_STYLE } from '../../src/enums/info-bar-style.ts';

/** The mobile information bar's width limit in px. */
const INFO_BAR_MAX_WIDTH = 1024;

/** The badge's colour, or undefined when it does not show: never on template 7.1, nor for type none or a missing/unknown type. */
export function badgeColour(templateVersion: unknown, badgeType: unknown): 'black' | 'white' | undefined {
  if (String(templateVersion) === '7.1') return undefined;
  if (badgeType === BADGE_TYPE.BLACK) return 'black';
  if (badgeType === BADGE_TYPE.WHITE) return 'white';
  return undefined;
}

/** The info bar's theme, or undefined when it does not show: only on a mobile device at most 1024 px wide, with a style other than none. */
export function infoBarTheme(style: unknown, mobile: boolean, width: number): 'light' | 'dark' | undefined {
  if (!mobile || width > INFO_BAR_MAX_WIDTH) return undefined;
  if (style === INFO_BAR_STYLE.LIGHT) return 'light';
  if (style === INFO_BAR_STYLE.DARK) return 'dark';
  return undefined;
}
