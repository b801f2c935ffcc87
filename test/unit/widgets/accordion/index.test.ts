// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../../widgets/accordion/index.ts';
import * as declaration from '../../../../widgets/accordion/data.ts';

const item = (title: string) => `<li class="accordion-item"><h3 class="accordion-item__title-wrapper">
  <button class="accordion-item__click-target" aria-expanded="false"><span>${title}</span><span data-is-open="false"></span></button></h3>
  <div class="accordion-item__dropdown" role="region"><p>${title} answer</p></div></li>`;

function block(attributes = ''): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = `<ul class="accordion-items-container" ${attributes}>${item('One')}${item('Two')}${item('Three')}</ul>`;
  document.body.append(element);
  return element;
}
const buttons = (element: HTMLElement) => Array.from(element.querySelectorAll('button'));
const expanded = (element: HTMLElement) => buttons(element).map((b) => b.getAttribute('aria-expanded'));

beforeEach(() => {
  // Reduced motion: the state changes at once, with no animation to wait for.
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('accordion block (docs/behaviour/content-blocks.md#accordion)', () => {
  it('declares no JSON data', () => {
    expect('fields' in declaration).toBe(false);
  });

  it('wires each button to its panel, and opens the first item on request', () => {
    const element = block('data-is-expanded-first-item="true"');
    mount(element);
    for (const button of buttons(element)) {
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
    }
    expect(expanded(element)).toEqual(['true', 'false', 'false']);
    expect(element.querySelector('[data-is-open]')!.getAttribute('data-is-open')).toBe('true');
  });

  it('keeps one item open unless several are allowed', () => {
    const one = block();
    mount(one);
    buttons(one)[0]!.click();
    buttons(one)[1]!.click();
    expect(expanded(one)).toEqual(['false', 'true', 'false']);
    buttons(one)[1]!.click();
    expect(expanded(one)).toEqual(['false', 'false', 'false']);

    const many = block('data-should-allow-multiple-open-items="true"');
    mount(many);
    buttons(many)[0]!.click();
    buttons(many)[2]!.click();
    expect(expanded(many)).toEqual(['true', 'false', 'true']);
  });

  it('the cleanup stops it; a block without a list fails naming what is missing', () => {
    const element = block();
    mount(element)();
    buttons(element)[0]!.click();
    expect(expanded(element)).toEqual(['false', 'false', 'false']);
    expect(() => mount(document.createElement('div'))).toThrow(expect.objectContaining({ field: '.accordion-items-container' }));
  });
});
