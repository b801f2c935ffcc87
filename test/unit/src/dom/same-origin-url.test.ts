// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sameOriginUrl } from '../../../../src/dom/same-origin-url.ts';

describe('sameOriginUrl (docs/security.md#history)', () => {
  const origin = location.origin;
  it('keeps a path starting with // as that path on this origin', () => {
    expect(sameOriginUrl('//gallery//photos#slide-2')).toBe(`${origin}//gallery//photos#slide-2`);
    expect(sameOriginUrl('/\\other.example/x')).toBe(`${origin}//other.example/x`);
  });
  it('resolves ordinary paths and fragments against the page', () => {
    expect(sameOriginUrl('/gallery#a')).toBe(`${origin}/gallery#a`);
    expect(sameOriginUrl(`${origin}/gallery?x=1`)).toBe(`${origin}/gallery?x=1`);
  });
  it('takes only the path, query and fragment of an address on another origin', () => {
    expect(sameOriginUrl('https://other.example/gallery?x=1#b')).toBe(`${origin}/gallery?x=1#b`);
    expect(sameOriginUrl('javascript:alert(1)')).toMatch(new RegExp(`^${origin}/`));
  });
});
