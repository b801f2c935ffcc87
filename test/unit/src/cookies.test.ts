// @vitest-environment jsdom
/**
 * Cookie values are written as a cookie may carry them (src/cookies.ts
 * `writeCookie`): cookie-octets as they are, the rest percent-encoded, and
 * read back exactly.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from '../../../src/cookies.ts';

/** The cookie text `writeCookie` leaves for `value`, as the page's cookie string has it. */
function written(value: string): string {
  writeCookie('probe', value);
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('probe='))!
    .slice('probe='.length);
}

describe('cookie values', () => {
  afterEach(() => {
    document.cookie = 'probe=; path=/; max-age=0';
  });

  it('keeps cookie-octets as they are (pipes, dashes, digits, letters)', () => {
    expect(written('a1-b2|1700000000000|2')).toBe('a1-b2|1700000000000|2');
  });

  it("percent-encodes what a cookie cannot carry, and '%' itself", () => {
    expect(written('a b;c,d"e\\\\f%g')).toBe('a%20b%3Bc%2Cd%22e%5C%5Cf%25g');
    expect(written('café')).toBe('caf%C3%A9');
  });

  it('reads back exactly what was written', () => {
    for (const value of ['x|1|2|3|4', 'a b; c', '100%', 'café', '{"a":1}']) {
      writeCookie('probe', value);
      expect(readCookie('probe')).toBe(value);
    }
  });
});
