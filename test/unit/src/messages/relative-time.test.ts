// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  RELATIVE_TIME_LIMIT_SECONDS,
  RELATIVE_TIME_REFRESH_MS,
  relativeTime,
} from '../../../../src/messages/relative-time.ts';
import { setLocale } from '../../../../src/catalogue/register.ts';

const NOW = Date.UTC(2024, 2, 5, 14, 30, 0);
const DATE_ONLY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

describe('relativeTime', () => {
  afterEach(() => setLocale('en'));

  it.each([
    ['0 seconds', 0, 'just now'],
    ['under a second', 999, 'just now'],
    ['a future moment (clock skew)', -5000, 'just now'],
    ['1 second', 1000, 'about 1 seconds ago'],
    ['30 seconds', 30_000, 'about 30 seconds ago'],
    ['59 seconds', 59_000, 'about 59 seconds ago'],
    ['59.9 seconds', 59_900, 'about 59 seconds ago'],
    ['60 seconds', 60_000, 'Mar 5, 2024'],
    ['a day', 86_400_000, 'Mar 4, 2024'],
  ] as const)('%s ago reads %j', (_name, elapsedMs, expected) => {
    expect(relativeTime(NOW - elapsedMs, NOW, DATE_ONLY)).toBe(expected);
  });

  it('accepts Date objects', () => {
    expect(relativeTime(new Date(NOW - 5000), new Date(NOW))).toBe('about 5 seconds ago');
  });

  it('formats the date with Intl in the catalogue locale', () => {
    setLocale('de');
    expect(relativeTime(NOW - 120_000, NOW, DATE_ONLY)).toBe(new Intl.DateTimeFormat('de', DATE_ONLY).format(NOW - 120_000));
  });

  it('pins the documented constants', () => {
    expect(RELATIVE_TIME_LIMIT_SECONDS).toBe(60);
    expect(RELATIVE_TIME_REFRESH_MS).toBe(5000);
  });
});
