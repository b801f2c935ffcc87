// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BLOG_URL_PATTERN_TOKENS, normaliseBlogUrlPattern } from '../../../../src/validate/blog-url-pattern.ts';

describe('normaliseBlogUrlPattern', () => {
  it('allows the y, m, d, t tokens', () => {
    expect(BLOG_URL_PATTERN_TOKENS).toEqual(['y', 'm', 'd', 't']);
  });

  it.each([
    ['leading slashes removed', '///%y/%t', '%y/%t'],
    ['repeated slashes collapsed', '%y//%m///%t', '%y/%m/%t'],
    ['repeated percents collapsed', '%%y/%%%t', '%y/%t'],
    ['only y, m, d, t after a percent', '%y/%q/%x%t', '%y/q/x%t'],
    ['a trailing percent dropped', 'blog/%', 'blog/'],
    ['lowercased (tokens too)', 'Blog/%Y/%M/%D/%T', 'blog/%y/%m/%d/%t'],
    ['spaces become dashes', 'my blog/%t', 'my-blog/%t'],
    ['only letters, digits, slash and dash kept', 'news_2024!/é/%t?.html', 'news2024/%thtml'],
    ['a removed character leaves no double slash', 'a/!/b', 'a/b'],
    ['a removed character leaves no leading slash', '!/a', 'a'],
    ['everything at once', '//%Y//%%M/My Post%x', '%y/%m/my-postx'],
    ['empty', '', ''],
  ])('%s: %j → %j', (_name, input, expected) => {
    expect(normaliseBlogUrlPattern(input)).toBe(expected);
  });

  it.each(['//%Y//%%M/My Post%x', 'a/!/b', 'x%%%/%'])('is idempotent for %j', (input) => {
    const once = normaliseBlogUrlPattern(input);
    expect(normaliseBlogUrlPattern(once)).toBe(once);
  });
});
