// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentOf, readThread } from '../../../../modules/comments/comment-calls.ts';
import { showThread } from '../../../../modules/comments/thread.tsx';
import { start } from '../../../../modules/comments/index.ts';
import { moduleContext } from '../context.ts';

const answer = (status: number, body: unknown) => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
/** The area once the thread answering `body` has shown. */
const shownThread = async (body: unknown): Promise<HTMLElement> => {
  answer(200, body);
  const area = document.body.appendChild(document.createElement('section'));
  await showThread(area, 'i1', {});
  await vi.waitFor(() => expect(area.querySelector('h2')).not.toBeNull());
  return area;
};
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('comment calls', () => {
  it('commentOf keeps entries with an id, an author and a body; createdOn only when a finite number', () => {
    expect(commentOf({ id: 'c', author: 'A', body: 'hi', createdOn: 5 })).toEqual({ id: 'c', author: 'A', body: 'hi', createdOn: 5 });
    expect(commentOf({ id: 'c', author: 'A', body: 'hi', createdOn: 'yesterday' })).toEqual({ id: 'c', author: 'A', body: 'hi' });
    // Past what a Date holds: no date, rather than an invalid one that throws when written.
    expect(commentOf({ id: 'c', author: 'A', body: 'hi', createdOn: 1e20 })).toEqual({ id: 'c', author: 'A', body: 'hi' });
    for (const bad of [null, 3, { id: '', author: 'A', body: 'x' }, { id: 'c', body: 'x' }, { id: 'c', author: 'A', body: 7 }])
      expect(commentOf(bad)).toBeUndefined();
  });
  it('readThread asks for the item at the configured path; the count falls back to the comments read; no list rejects', async () => {
    const fetch = answer(200, { count: -1, comments: [{ id: 'c', author: 'A', body: 'x' }, { nope: true }] });
    await expect(readThread({ socialPaths: { comments: '/api/x/comments' } }, 'i1')).resolves.toEqual({
      count: 1,
      comments: [{ id: 'c', author: 'A', body: 'x' }],
    });
    const url = new URL(String(fetch.mock.calls[0]![0]), location.href);
    expect([url.pathname, url.searchParams.get('itemId')]).toEqual(['/api/x/comments', 'i1']);
    answer(200, { count: 4 });
    await expect(readThread({}, 'i1')).rejects.toThrow('without a list');
  });
});

describe('thread view', () => {
  it('says the count in words; shows each comment as text, a body line by line', async () => {
    const counts = [];
    for (const count of [0, 1, 7]) counts.push((await shownThread({ count, comments: [] })).querySelector('h2')!.textContent);
    expect(counts).toEqual(['No comments yet.', '1 Comment', '7 Comments']);
    const view = await shownThread({ count: 1, comments: [{ id: 'c', author: '<b>A</b>', body: '<img src=x onerror=alert(1)>\n\nsecond' }] });
    expect(view.querySelector('h2')!.textContent).toBe('1 Comment');
    expect(view.querySelectorAll('img, b')).toHaveLength(0);
    expect([...view.querySelectorAll('.sqs-comment-body')].map((p) => p.textContent)).toEqual(['<img src=x onerror=alert(1)>', 'second']);
    expect((await shownThread({ count: 0, comments: [] })).querySelector('ol')).toBeNull();
    // A date past what a Date holds is left out, not written as an invalid one that throws.
    expect((await shownThread({ count: 1, comments: [{ id: 'c', author: 'A', body: 'hi', createdOn: -1e20 }] })).querySelector('time')).toBeNull();
  });
  it('a failure shows its message and a retry that reads again; the undo removes what it added', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const area = document.createElement('section');
    document.body.append(area);
    answer(500, {});
    const undo = await showThread(area, 'i1', {});
    expect(area.textContent).toBe('Loading comments…');
    await vi.waitFor(() => expect(area.textContent).toBe('Comments could not be loaded.Try again'));
    expect(area.hasAttribute('aria-busy')).toBe(false);
    expect(String(warn.mock.calls[0]![0])).toContain('the comments of item i1 could not be loaded');
    answer(200, { count: 0, comments: [] });
    area.querySelector('button')!.click();
    await vi.waitFor(() => expect(area.querySelector('h2')?.textContent).toBe('No comments yet.'));
    undo();
    expect(area.childNodes).toHaveLength(0);
  });
});

describe('threads on demand', () => {
  const observed: Element[] = [];
  const stubObserver = () =>
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = (element: Element) => observed.push(element);
        unobserve() {}
        disconnect() {}
      },
    );
  const area = (attrs: string) => {
    document.body.innerHTML = `<section class="squarespace-comments" ${attrs}></section>`;
    return document.querySelector('section')!;
  };
  it('waits for comments areas where the site has comments (its own or a provider), not with comments off; a native area without an item id is one warning', () => {
    stubObserver();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    observed.length = 0;
    start(moduleContext('comments', { websiteSettings: { commentsEnabled: true } } as never, [area('data-item-id="i1"')]));
    expect(observed).toHaveLength(1);
    start(moduleContext('comments', { websiteSettings: { disqusShortname: 'site' } } as never, [area('')]));
    expect(observed).toHaveLength(2);
    start(moduleContext('comments', { websiteSettings: {} } as never, [area('data-item-id="i1"')]));
    expect(observed).toHaveLength(2);
    start(moduleContext('comments', { websiteSettings: { commentsEnabled: true } } as never, [area('id="c"')]));
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('comments area #c has no data-item-id; left as it is')]);
  });
});
