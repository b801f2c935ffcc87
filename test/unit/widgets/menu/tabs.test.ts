// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mountTabs } from '../../../../widgets/menu/tabs.ts';

function menu() {
  const wrapper = document.createElement('div');
  wrapper.className = 'menu-wrapper';
  wrapper.innerHTML =
    '<div class="menu-selector" role="tablist"><label class="menu-select-labels" role="tab">A</label><label class="menu-select-labels" role="tab">B</label><label class="menu-select-labels" role="tab">C</label></div>' +
    '<div class="menus"><div class="menu">a</div><div class="menu">b</div><div class="menu">c</div></div>';
  document.body.append(wrapper);
  return wrapper;
}
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));

describe('menu tabs', () => {
  it('starts on the first tab, arrows move focus with wraparound, Enter and Space select', () => {
    const wrapper = menu();
    const cleanup = mountTabs(wrapper);
    const tabs = () => Array.from(wrapper.querySelectorAll<HTMLElement>('[role=tab]'));
    const panels = Array.from(wrapper.querySelectorAll<HTMLElement>('.menu'));
    expect(tabs().map((t) => t.tagName)).toEqual(['DIV', 'DIV', 'DIV']);
    expect(tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(panels.map((p) => p.hidden)).toEqual([false, true, true]);
    expect(panels[1]!.getAttribute('aria-labelledby')).toBe(tabs()[1]!.id);
    key(tabs()[0]!, 'ArrowLeft');
    expect(document.activeElement).toBe(tabs()[2]);
    expect(tabs()[0]!.getAttribute('aria-selected')).toBe('true');
    key(tabs()[2]!, 'Enter');
    expect(panels.map((p) => p.hidden)).toEqual([true, true, false]);
    key(tabs()[2]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabs()[0]);
    key(tabs()[0]!, ' ');
    expect(tabs()[0]!.getAttribute('aria-selected')).toBe('true');
    cleanup();
    expect(wrapper.querySelectorAll('label.menu-select-labels')).toHaveLength(3);
    expect(panels.every((p) => !p.hidden)).toBe(true);
  });
});
