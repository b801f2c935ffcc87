// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mount } from '../../../../widgets/archive/index.ts';

const GROUPS =
  '<ul class="archive-group-list">' +
  '<li class="archive-group"><a class="archive-group-name-link" href="/j?month=11">November</a><ul class="archive-item-list"><li><a href="/j/a">A</a></li></ul></li>' +
  '<li class="archive-group"><a class="archive-group-name-link" href="/j?month=10">October</a><ul class="archive-item-list" id="own"><li><a href="/j/b">B</a></li></ul></li>' +
  '</ul>';

function block(layout: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = `<div class="sqs-block-content"><div class="archive-block-wrapper ${layout}">${GROUPS}</div></div>`;
  document.body.append(element);
  return element;
}
const names = (element: HTMLElement) => Array.from(element.querySelectorAll<HTMLElement>('.archive-group-name-link'));
const lists = (element: HTMLElement) => Array.from(element.querySelectorAll<HTMLElement>('.archive-item-list'));

describe('archive block', () => {
  it('dropdown: each group starts closed, its name a button controlling its list; a click or Space opens and closes it, one group at a time', () => {
    const element = block('archive-block-dropdown');
    const served = element.innerHTML;
    const cleanup = mount(element);
    expect(names(element).map((n) => [n.getAttribute('role'), n.getAttribute('aria-expanded')])).toEqual([
      ['button', 'false'],
      ['button', 'false'],
    ]);
    expect(lists(element).map((l) => l.hidden)).toEqual([true, true]);
    expect(names(element)[1]!.getAttribute('aria-controls')).toBe('own');
    expect(names(element)[0]!.getAttribute('aria-controls')).toBe(lists(element)[0]!.id);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    names(element)[0]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(lists(element).map((l) => l.hidden)).toEqual([false, true]);
    expect(names(element)[0]!.getAttribute('aria-expanded')).toBe('true');
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    names(element)[0]!.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(lists(element)[0]!.hidden).toBe(true);
    names(element)[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(lists(element)[0]!.hidden).toBe(true);
    cleanup();
    expect(element.innerHTML).toBe(served);
  });

  it('list layout: left exactly as served', () => {
    const element = block('archive-block-list');
    const served = element.innerHTML;
    mount(element);
    expect(element.innerHTML).toBe(served);
  });

  it('refuses a block without its wrapper, naming what is missing', () => {
    const element = document.createElement('div');
    expect(() => mount(element)).toThrow('no .archive-block-wrapper in the block');
  });
});
