// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWidgetRendering, replaceWithRendering } from '../../../src/widget-rendering.ts';

afterEach(() => vi.unstubAllGlobals());

describe('widget rendering', () => {
  it('posts widgetJSON (type, id, value) and collectionId form-encoded and returns the html', async () => {
    let body = '';
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      body = String(init.body);
      return new Response(JSON.stringify({ html: '<p>hi</p>' }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const html = await fetchWidgetRendering({ type: 'summary', id: 'block-1', value: { design: 'list' }, collectionId: 'c-1' });
    expect(html).toBe('<p>hi</p>');
    const form = new URLSearchParams(body);
    // Named by the platform's block number (summary 20), as the provider embeds are.
    expect(JSON.parse(form.get('widgetJSON')!)).toEqual({ type: 20, id: 'block-1', value: { design: 'list' } });
    expect(form.get('collectionId')).toBe('c-1');
  });

  it('sends the crumb, as every data-layer call does', async () => {
    document.cookie = 'crumb=c-42';
    let url = '';
    vi.stubGlobal('fetch', async (input: string) => {
      url = String(input);
      return new Response(JSON.stringify({ html: '' }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await fetchWidgetRendering({ type: 'calendar', id: 'b', value: {} });
    expect(new URL(url, 'http://x').searchParams.get('crumb')).toBe('c-42');
  });

  it('rejects an answer without html', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    await expect(fetchWidgetRendering({ type: 'summary', id: 'b', value: {} })).rejects.toMatchObject({ field: 'html' });
  });

  it('replaces the content inertly, dropping scripts', () => {
    const target = document.createElement('div');
    target.innerHTML = '<p>old</p>';
    replaceWithRendering(target, '<p class="new">new</p><script>window.x = 1</script>');
    expect(target.innerHTML).toBe('<p class="new">new</p>');
  });
});
