// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { start } from '../../../../modules/blog-list/index.ts';
import { moduleContext } from '../context.ts';

describe('the blog list', () => {
  it("describes each 'Read More' by its post's title and loads the lazy images", () => {
    document.body.innerHTML = `<div class="BlogList">
      <article class="BlogList-item"><img data-src="/a.jpg" alt=""><h2 class="BlogList-item-title">First</h2><a class="BlogList-item-readmore" href="/a">Read More</a></article>
      <article class="BlogList-item"><h2 class="BlogList-item-title" id="t2">Second</h2><a class="BlogList-item-readmore" href="/b">Read More</a></article></div>`;
    start(moduleContext('blog-list', {}, [document.querySelector('.BlogList')!]));
    const [first, second] = document.querySelectorAll('a');
    expect(document.getElementById(first!.getAttribute('aria-describedby')!)!.textContent).toBe('First');
    expect(second!.getAttribute('aria-describedby')).toBe('t2');
  });
});
