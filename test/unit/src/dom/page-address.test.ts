// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pageAddress } from '../../../../src/dom/page-address.ts';

describe('pageAddress (docs/security.md#base)', () => {
  afterEach(() => document.querySelectorAll('base').forEach((base) => base.remove()));

  it('keeps an address as written where nothing moved the base', () => {
    expect(pageAddress('/api/census/RecordHit')).toBe('/api/census/RecordHit');
  });

  it('resolves against the page, not a <base> from page content', () => {
    document.body.append(Object.assign(document.createElement('base'), { href: 'https://other.example/x/' }));
    expect(document.baseURI).toBe('https://other.example/x/');
    expect(pageAddress('/api/census/RecordHit')).toBe(`${location.origin}/api/census/RecordHit`);
    expect(pageAddress('api/x?y=1')).toBe(new URL('api/x?y=1', location.href).href);
    expect(new URL(pageAddress('https://secure.example/api/x')).origin).toBe('https://secure.example');
  });
});
