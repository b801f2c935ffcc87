import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_REVIEWS_PATH, reviewsPath } from '../../../../src/reviews/path.ts';

describe('reviewsPath (docs/behaviour/commerce.md#commerce)', () => {
  it('is the default when the site context names none, silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(reviewsPath(undefined)).toBe(DEFAULT_REVIEWS_PATH);
    expect(reviewsPath({})).toBe('/api/commerce/reviews');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("is the site context's same-origin path", () => {
    expect(reviewsPath({ reviewsPath: '/shop/reviews' })).toBe('/shop/reviews');
  });

  it.each([['//evil.example/r'], ['/\\evil.example'], ['https://evil.example/r'], ['/r?x=1'], [42], [null]])(
    'refuses %j: the default and one warning naming the field',
    (value) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(reviewsPath({ reviewsPath: value })).toBe(DEFAULT_REVIEWS_PATH);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain('site context field "reviewsPath"');
      warn.mockRestore();
    },
  );

  it('reads only an own property: an inherited one is no setting', () => {
    expect(reviewsPath(Object.create({ reviewsPath: '/inherited' }))).toBe(DEFAULT_REVIEWS_PATH);
  });
});
