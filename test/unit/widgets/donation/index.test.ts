// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const navigate = vi.fn();
vi.mock('../../../../src/editing-frame.ts', async (importActual) => ({
  ...(await importActual<typeof import('../../../../src/editing-frame.ts')>()),
  navigate: (url: string) => navigate(url),
}));

const { mount } = await import('../../../../widgets/donation/index.ts');
const { fields } = await import('../../../../widgets/donation/data.ts');
const { readBlock } = await import('../../../../src/block-data/read-block.ts');
const context = { id: 'd1', type: 'donation', site: {} as never, bus: {} as never, load: {} as never };

function block(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  navigate.mockReset();
});

describe('donation block (docs/behaviour/content-blocks.md#donation)', () => {
  it('goes to the donate checkout through the shared checkout redirect (the top window from the editing frame)', () => {
    const element = block('<button data-donate-page-id="page 7">Donate</button>');
    const cleanup = mount(element, undefined, context);
    element.querySelector('button')!.click();
    expect(navigate).toHaveBeenCalledWith('/checkout/donate?donatePageId=page+7');
    cleanup();
    element.querySelector('button')!.click();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a link gets the checkout address for middle clicks and new tabs, and a modified click is left to the browser', () => {
    const element = block('<a href="#">Donate</a>');
    mount(element, { donatePageId: 'p2' }, context);
    const link = element.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/checkout/donate?donatePageId=p2');
    link.addEventListener('click', (event) => event.preventDefault());
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a block with no donate page id fails naming the field, and the markup is untouched', () => {
    const element = block('<button>Donate</button>');
    const before = element.innerHTML;
    expect(() => mount(element, undefined, context)).toThrow(expect.objectContaining({ field: 'data-donate-page-id' }));
    expect(element.innerHTML).toBe(before);
  });

  it('declares its data: a donatePageId it cannot read is absent, with one warning, never a refusal by itself', () => {
    expect(readBlock(fields, { donatePageId: 'p-1' })).toEqual({ value: { donatePageId: 'p-1' }, problems: [] });
    expect(readBlock(fields, { donatePageId: 3 })).toEqual({
      value: {},
      problems: [{ field: 'donatePageId', message: 'expected text, got 3; the default is used', refused: false }],
    });
    expect(readBlock(fields, { donatePageId: null }).problems).toEqual([
      { field: 'donatePageId', message: 'expected text, got null; the default is used', refused: false },
    ]);
    // The markup's page id still makes a working button.
    expect(() => mount(block('<button data-donate-page-id="p-9">x</button>'), { donatePageId: 3 }, context)).not.toThrow();
  });
});
