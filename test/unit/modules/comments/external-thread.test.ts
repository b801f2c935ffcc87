// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { embedScriptUrl, embedThread } from '../../../../modules/comments/external-thread.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.replaceChildren();
  delete window.disqus_config;
});

describe('external thread', () => {
  it("sets the provider's config hook to the page and item, and adds its embed script once", () => {
    document.body.innerHTML = '<div id="disqus_thread"></div>';
    const area = document.getElementById('disqus_thread')!;
    embedThread(area, 'site', 'https://example.com/blog/one', 'i1');
    embedThread(area, 'site', 'https://example.com/blog/one', 'i1');
    const page: { page: { url?: string; identifier?: string } } = { page: {} };
    window.disqus_config!.call(page);
    expect(page.page).toEqual({ url: 'https://example.com/blog/one', identifier: 'i1' });
    expect([...document.querySelectorAll('script')].map((s) => s.src)).toEqual([embedScriptUrl('site')]);
  });
  it('an area with another id gets a #disqus_thread child, removed on undo', () => {
    document.body.innerHTML = '<section class="squarespace-comments" id="comments"></section>';
    const area = document.getElementById('comments')!;
    const undo = embedThread(area, 'site', 'https://example.com/', null);
    expect(area.querySelector('#disqus_thread')).not.toBeNull();
    undo();
    expect(area.children).toHaveLength(0);
  });
});
