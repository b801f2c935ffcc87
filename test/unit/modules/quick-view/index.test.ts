// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openQuickView, quickViewContent, start } from '../../../../modules/quick-view/index.ts';
import { isItemId } from '../../../../modules/quick-view/record-quick-view.ts';
import { moduleContext } from '../context.ts';

const item = `<div class="ProductList-item" data-quick-view-item>
  <h2 class="ProductList-title">Linen apron</h2>
  <div class="sqs-product-quick-view-button" id="qv" data-id="5f1a2b3c4d5e6f7a8b9c0d1e">Quick View</div>
  <div data-quick-view-content hidden id="details"><p id="price">$48.00</p><p>Washed linen.</p></div>
</div>`;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  );
  document.body.innerHTML = item;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('quick view', () => {
  it('copies the item details, shown and without ids, titled by the product', () => {
    const details = quickViewContent(document.getElementById('qv')!)!;
    expect(details.title).toBe('Linen apron');
    expect(details.content.hidden).toBe(false);
    expect(details.content.querySelector('[id]')).toBeNull();
    expect(details.content.textContent).toContain('$48.00');
  });

  it('gives a div control the role and keys of a button', () => {
    const control = document.getElementById('qv')!;
    const ctx = moduleContext('quick-view', {}, [control]);
    start(ctx);
    expect(control.getAttribute('role')).toBe('button');
    expect(control.getAttribute('tabindex')).toBe('0');
    expect(control.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it("opens the services router's dialog and records the view", async () => {
    const handle = { close: vi.fn() };
    const openDialog = vi.fn(() => handle);
    const ctx = moduleContext('quick-view');
    vi.mocked(ctx.runtime.load).mockResolvedValue({ dialog: () => Promise.resolve({ openDialog }) } as never);
    await openQuickView(document.getElementById('qv')!, ctx.runtime, ctx.site);
    expect(openDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Linen apron', style: 'none', kind: 'quick-view' }));
    const [[options]] = openDialog.mock.calls as unknown as [[{ content: HTMLElement }]];
    options.content.querySelector<HTMLButtonElement>('button')!.click();
    expect(handle.close).toHaveBeenCalledWith('dismiss');
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/census/RecordQuickView/5f1a2b3c4d5e6f7a8b9c0d1e', expect.objectContaining({ method: 'POST' }));
  });

  it('refuses an id that could change the path', () => {
    expect(isItemId('../../auth/Logout')).toBe(false);
    expect(isItemId(null)).toBe(false);
    expect(isItemId('abc_1-2')).toBe(true);
  });
});
