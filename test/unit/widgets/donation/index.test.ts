// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const navigate = vi.fn();
vi.mock('../../../../src/editing-frame.ts', async (importActual) => ({
  ...(await importActual<typeof import('../../../../src/editing-frame.ts')>()),
  navigate: (url: string) => navigate(url),
}));

const { mount } = await import('../../../../widgets/donation/index.ts');
const { schema } = await import('../../../../widgets/donation/schema.ts');
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

describe('donation block (docs/behaviour.md#donation)', () => {
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

  it('has a schema for its data: donatePageId is a string', () => {
    expect(() => mount(block('<button>x</button>'), { donatePageId: 3 }, context)).toThrow(expect.objectContaining({ field: 'donatePageId' }));
    expect(schema).toBeDefined();
  });
});
