import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SOCIAL_PATHS, socialPath } from '../../../../src/social/paths.ts';

afterEach(() => vi.restoreAllMocks());

describe('socialPath', () => {
  it('the defaults without a setting; a same-origin path from the site context', () => {
    expect(socialPath({}, 'likes')).toBe(DEFAULT_SOCIAL_PATHS.likes);
    expect(socialPath(undefined, 'comments')).toBe(DEFAULT_SOCIAL_PATHS.comments);
    expect(socialPath({ socialPaths: { likes: '/api/my/likes' } }, 'likes')).toBe('/api/my/likes');
    expect(socialPath({ socialPaths: { likes: '/api/my/likes' } }, 'comments')).toBe(DEFAULT_SOCIAL_PATHS.comments);
  });
  it('a path that leaves the origin (or is no path) is one warning and the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bad of ['//evil.example/likes', '/\\evil', 'https://evil.example/x', '/a?b', 3])
      expect(socialPath({ socialPaths: { likes: bad } }, 'likes')).toBe(DEFAULT_SOCIAL_PATHS.likes);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(String(warn.mock.calls[0]![0])).toContain(
      'site context field "socialPaths.likes" is not a same-origin path ("//evil.example/likes"): /api/content/likes used',
    );
  });
  it('reads only own fields of the setting', () => {
    const inherited = Object.create({ likes: '/api/inherited' }) as object;
    expect(socialPath({ socialPaths: inherited }, 'likes')).toBe(DEFAULT_SOCIAL_PATHS.likes);
  });
});
