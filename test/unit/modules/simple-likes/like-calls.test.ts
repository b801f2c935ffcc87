// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countOf, readCounts, sendLike } from '../../../../modules/simple-likes/like-calls.ts';

const answer = (status: number, body: unknown) => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
afterEach(() => vi.restoreAllMocks());

describe('like calls', () => {
  it('countOf takes whole numbers from 0 only', () => {
    expect([0, 4, -1, 1.5, '3', null].map(countOf)).toEqual([0, 4, undefined, undefined, undefined, undefined]);
  });
  it('readCounts asks for every item at the configured path and keeps only usable counts', async () => {
    const fetch = answer(200, { counts: { a: 3, b: -2, c: 1 } });
    const counts = await readCounts({ socialPaths: { likes: '/api/x/likes' } }, ['a', 'b']);
    expect([...counts]).toEqual([['a', 3]]);
    const url = new URL(String(fetch.mock.calls[0]![0]), location.href);
    expect([url.pathname, url.searchParams.get('itemIds')]).toEqual(['/api/x/likes', 'a,b']);
  });
  it('sendLike posts JSON { itemId } and gives the count after it; an answer without a count or a failure rejects, with no overlay', async () => {
    const fetch = answer(200, { itemId: 'a', count: 8 });
    await expect(sendLike({}, 'a')).resolves.toBe(8);
    const [, init] = fetch.mock.calls[0]!;
    expect([init!.method, init!.body]).toEqual(['POST', JSON.stringify({ itemId: 'a' })]);
    answer(200, { itemId: 'a' });
    await expect(sendLike({}, 'a')).rejects.toThrow('answered without a count');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(500, {});
    await expect(sendLike({}, 'a')).rejects.toThrow('Internal server error');
    error.mockRestore();
  });
});
