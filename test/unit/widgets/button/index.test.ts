// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const trackButtonRender = vi.fn(async () => {});
const handleTrackedClick = vi.fn();
vi.mock('../../../../src/census/index.ts', () => ({
  BUTTON_CONTEXT: { BUTTON_BLOCK: 1 },
  trackButtonRender: (...args: unknown[]) => trackButtonRender(...(args as [])),
  handleTrackedClick: (...args: unknown[]) => handleTrackedClick(...(args as [])),
}));

const { mount } = await import('../../../../widgets/button/index.ts');
const declaration = await import('../../../../widgets/button/data.ts');
const context = { id: 'b1', type: 'button', site: {} as never, bus: {} as never, load: {} as never };

function block(html: string): HTMLElement {
  const element = document.createElement('div');
  element.id = 'block-buy';
  element.innerHTML = html;
  document.body.append(element);
  return element;
}
const MARKUP = `<div class="sqs-block-button-container" data-alignment="center" data-button-size="large">
  <a class="sqs-block-button-element" href="/shop" target="_blank"> Buy the Book </a></div>`;

afterEach(() => {
  document.body.innerHTML = '';
  trackButtonRender.mockClear();
  handleTrackedClick.mockReset();
});

describe('button block (docs/behaviour/content-blocks.md#button)', () => {
  it('declares no JSON data and reads its tracking payload from the markup', () => {
    expect('fields' in declaration).toBe(false);
    mount(block(MARKUP), undefined, context);
    expect(trackButtonRender).toHaveBeenCalledWith(
      {
        id: 'block-buy',
        buttonText: 'Buy the Book',
        clickthroughUrl: '/shop',
        alignment: 'center',
        size: 'large',
        newWindow: true,
        context: 1,
      },
      context.site,
    );
  });

  it('reports its render once, and hands each click to the census until the cleanup', () => {
    const element = block(MARKUP);
    const cleanup = mount(element, undefined, context);
    expect(trackButtonRender).toHaveBeenCalledTimes(1);
    element.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    element.querySelector('a')!.click();
    expect(handleTrackedClick).toHaveBeenCalledTimes(1);
    cleanup();
    element.querySelector('a')!.click();
    expect(handleTrackedClick).toHaveBeenCalledTimes(1);
  });

  it('a tracking failure is logged and the browser still follows the link', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    handleTrackedClick.mockImplementation(() => {
      throw new Error('census down');
    });
    const element = block(MARKUP);
    mount(element, undefined, context);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('a')!.addEventListener('click', (event) => expect(event.defaultPrevented).toBe(false));
    element.querySelector('a')!.dispatchEvent(click);
    expect(error).toHaveBeenCalledWith('[site-runtime] button tracking failed:', expect.any(Error));
  });

  it('a block without its link fails naming what is missing', () => {
    expect(() => mount(block('<p>no link</p>'), undefined, context)).toThrow(expect.objectContaining({ field: 'a.sqs-block-button-element' }));
  });
});
