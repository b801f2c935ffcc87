// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatVisitorCookie,
  newVisitorId,
  nextVisitorRecord,
  parseVisitCookie,
  parseVisitorCookie,
  touchVisitorCookies,
} from '../../../../src/census/visitor-cookies.ts';

const MINUTE = 60_000;

describe('ss_cvr and ss_cvt parsing (behaviour/census.md#census)', () => {
  it('accepts an id followed by four positive integers separated by pipes', () => {
    expect(parseVisitorCookie('3f1c-9a|1700000000000|1700000000000|1700000500000|2')).toEqual({
      id: '3f1c-9a',
      firstVisit: 1700000000000,
      previousVisit: 1700000000000,
      currentVisit: 1700000500000,
      visitCount: 2,
    });
  });

  it('rejects everything else', () => {
    for (const bad of [
      undefined,
      '',
      'abc',
      'abc|1|2|3',
      'abc|1|2|3|4|5',
      'abc|1|2|3|0',
      'abc|1|2|-3|4',
      'abc|1|2|3|x',
      '|1|2|3|4',
      'a b|1|2|3|4',
      'abc|01|2|3|4',
    ]) {
      expect(parseVisitorCookie(bad)).toBeUndefined();
    }
  });

  it('accepts ss_cvt only as a positive integer', () => {
    expect(parseVisitCookie('1700000000000')).toBe(1700000000000);
    for (const bad of [undefined, '', '0', '-5', '1.5', 'x']) expect(parseVisitCookie(bad)).toBeUndefined();
  });

  it('formats a record back to the same text', () => {
    const text = 'id-1|1|2|3|4';
    expect(formatVisitorCookie(parseVisitorCookie(text)!)).toBe(text);
  });

  it('makes v4 UUIDs', () => {
    expect(newVisitorId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newVisitorId()).not.toBe(newVisitorId());
  });
});

describe('visitor cookie renewal', () => {
  const now = 1_700_000_000_000;

  it('builds a new visitor when ss_cvr is absent or invalid', () => {
    for (const cvr of [undefined, 'garbage', 'x|1|2|3|0']) {
      const next = nextVisitorRecord(cvr, String(now - MINUTE), now, () => 'new-id');
      expect(next).toEqual({ id: 'new-id', firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 });
    }
  });

  it('keeps the record while the visit lives', () => {
    const cvr = `v|${now - 10 * MINUTE}|${now - 10 * MINUTE}|${now - 10 * MINUTE}|1`;
    const next = nextVisitorRecord(cvr, String(now - 5 * MINUTE), now);
    expect(formatVisitorCookie(next)).toBe(cvr);
  });

  it('renews with a counter increment when ss_cvt has expired, is missing or is invalid', () => {
    const first = now - 3 * 24 * 60 * MINUTE;
    const current = now - 60 * MINUTE;
    const cvr = `v|${first}|${first}|${current}|4`;
    for (const cvt of [undefined, 'junk', String(now - 31 * MINUTE)]) {
      const next = nextVisitorRecord(cvr, cvt, now);
      expect(next).toEqual({ id: 'v', firstVisit: first, previousVisit: current, currentVisit: now, visitCount: 5 });
    }
  });
});

describe('touchVisitorCookies', () => {
  afterEach(() => {
    document.cookie = 'ss_cvr=; path=/; max-age=0';
    document.cookie = 'ss_cvt=; path=/; max-age=0';
  });

  it('writes ss_cvr in its specified form: the id and four integers separated by bare pipes', () => {
    const value = touchVisitorCookies(1_000_000);
    const id = value.split('|')[0]!;
    expect(document.cookie.split('; ')).toContain(`ss_cvr=${id}|1000000|1000000|1000000|1`);
    expect(document.cookie).not.toContain('%7C');
  });

  it('writes both cookies and keeps the visitor on the next hit', () => {
    const first = touchVisitorCookies(1_000_000);
    expect(parseVisitorCookie(first)).toMatchObject({ firstVisit: 1_000_000, visitCount: 1 });
    expect(document.cookie).toContain('ss_cvt=1000000');
    const second = touchVisitorCookies(1_000_000 + MINUTE);
    expect(second).toBe(first);
    expect(document.cookie).toContain(`ss_cvt=${1_000_000 + MINUTE}`);
  });
});
