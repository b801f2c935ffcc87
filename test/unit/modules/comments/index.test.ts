// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countScriptUrl, start } from '../../../../modules/comments/index.ts';
import { commentHref, commentsBase, commentsShortname } from '../../../../modules/comments/comment-link.ts';
import { moduleContext } from '../context.ts';

function links(html: string): Element[] {
  document.body.innerHTML = html;
  return Array.from(document.querySelectorAll('a.comment-link'));
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('comment links', () => {
  it('are the base url plus the item path, then #comment-{id} without a shortname', () => {
    const [a, b] = links(
      '<a class="comment-link" data-item-path="/blog/one" data-item-id="i1">0</a><a class="comment-link" data-item-path="/blog/two" data-item-id="i2">0</a>',
    );
    start(moduleContext('comments', {}, [a!, b!]));
    expect(a!.getAttribute('href')).toBe('https://example.com/blog/one#comment-i1');
    expect(b!.getAttribute('href')).toBe('https://example.com/blog/two#comment-i2');
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('end in #disqus_thread with a shortname, and the count script is added once', () => {
    const all = links('<a class="comment-link" data-item-path="/blog/one">0</a><a class="comment-link" data-item-path="/blog/two">0</a>');
    start(moduleContext('comments', { websiteSettings: { disqusShortname: 'fixture-site' } }, all));
    expect(all.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/blog/one#disqus_thread', 'https://example.com/blog/two#disqus_thread']);
    start(moduleContext('comments', { websiteSettings: { disqusShortname: 'fixture-site' } }, all));
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(countScriptUrl('fixture-site'));
  });

  it('ignore a hostile shortname and base url, and leave links without an item alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(commentsShortname('x.evil.com/#')).toBeUndefined();
    expect(commentsBase('javascript:alert(1)//', 'https://page.test')).toBe('https://page.test');
    const [good, bad, offsite] = links(
      '<a class="comment-link" data-item-path="/p" data-item-id="1">c</a><a class="comment-link" href="/kept" data-item-id="2">c</a><a class="comment-link" data-item-path="//evil.test/x" data-item-id="3">c</a>',
    );
    const cleanup = start(
      moduleContext('comments', { website: { id: 'w', baseUrl: 'javascript:alert(1)' }, websiteSettings: { disqusShortname: 'a b' } }, [good!, bad!, offsite!]),
    );
    expect(good!.getAttribute('href')).toBe(`${location.origin}/p#comment-1`);
    expect(bad!.getAttribute('href')).toBe('/kept');
    expect(offsite!.hasAttribute('href')).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
    expect(warn.mock.calls.map((c) => c.join(' ')).join('\n')).toMatch(/\[site-runtime\] comment link has no usable data-item-path/);
    cleanup();
    expect(good!.hasAttribute('href')).toBe(false);
  });

  it('keeps a base url with a path (sites under a folder)', () => {
    const [a] = links('<a class="comment-link" data-item-path="/post" data-item-id="x y">c</a>');
    expect(commentHref(a!, commentsBase('https://example.com/site/', 'x'), undefined)).toBe('https://example.com/site/post#comment-x%20y');
  });
});
