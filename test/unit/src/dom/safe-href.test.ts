// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeHref } from '../../../../src/dom/safe-href.ts';

describe('safeHref', () => {
  const base = 'https://site.test/blog/';
  it('keeps http(s), mailto and paths, resolved against the page', () => {
    expect(safeHref('https://x.test/a?b=1', base)).toBe('https://x.test/a?b=1');
    expect(safeHref('/shop', base)).toBe('https://site.test/shop');
    expect(safeHref('mailto:a@b.test', base)).toBe('mailto:a@b.test');
  });
  it('refuses script, data and non-strings', () => {
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', '', 3, null])
      expect(safeHref(bad, base)).toBeUndefined();
  });
});
