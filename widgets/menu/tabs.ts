import type { Cleanup } from '../../src/block-context.ts';
import { ownDoc } from '../../src/dom/doc.ts';

let idCounter = 0;

/**
 * One menu's tabs (docs/behaviour.md#content-blocks): one panel shown at a
 * time, the first tab active at start, Enter or Space (and a click) select,
 * Left and Right move focus between the tabs with wraparound (Home and End
 * to the ends), and one tab at a time is in the Tab order.
 */
export function enhanceTabs(wrapper: HTMLElement): Cleanup {
  const tablist = wrapper.querySelector<HTMLElement>('.menu-selector');
  const labels = Array.from(wrapper.querySelectorAll<HTMLElement>('.menu-select-labels'));
  // The platform writes the tabs as <label role=tab>, a role a label may not
  // take: each becomes a <div> with the same attributes and children while
  // enhanced, and goes back on cleanup.
  const tabs = labels.map(asDiv);
  const panels = Array.from(wrapper.querySelectorAll<HTMLElement>('.menus > .menu'));
  // A single menu has no selector: nothing to switch.
  if (!tablist || !tabs.length) return () => {};

  tablist.setAttribute('role', 'tablist');
  tabs.forEach((tab, index) => {
    const panel = panels[index];
    tab.setAttribute('role', 'tab');
    if (!tab.id) tab.id = `menu-tab-${++idCounter}`;
    if (!panel) return;
    panel.setAttribute('role', 'tabpanel');
    if (!panel.id) panel.id = `${tab.id}-panel`;
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
  });

  function select(index: number, focus: boolean): void {
    tabs.forEach((tab, i) => {
      const active = i === index;
      tab.setAttribute('aria-selected', String(active));
      tab.tabIndex = active ? 0 : -1;
      tab.classList.toggle('menu-select-labels--active', active);
      if (panels[i]) panels[i]!.hidden = !active;
    });
    if (focus) tabs[index]!.focus();
  }

  const indexOf = (target: EventTarget | null) => tabs.findIndex((tab) => tab.contains(target as Node));

  const onClick = (event: MouseEvent) => {
    const index = indexOf(event.target);
    if (index < 0) return;
    // A label may wrap a radio input; the tab state is ours.
    event.preventDefault();
    select(index, true);
  };
  // Manual activation: the arrows (and Home, End) move focus, Enter or Space selects.
  const focusTab = (index: number) => {
    tabs.forEach((tab, i) => (tab.tabIndex = i === index ? 0 : -1));
    tabs[index]!.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = indexOf(event.target);
    if (index < 0) return;
    const last = tabs.length - 1;
    switch (event.key) {
      case 'ArrowRight':
        focusTab(index === last ? 0 : index + 1);
        break;
      case 'ArrowLeft':
        focusTab(index === 0 ? last : index - 1);
        break;
      case 'Home':
        focusTab(0);
        break;
      case 'End':
        focusTab(last);
        break;
      case 'Enter':
      case ' ':
        select(index, true);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  select(0, false);
  tablist.addEventListener('click', onClick);
  tablist.addEventListener('keydown', onKeyDown);
  wrapper.setAttribute('data-menu-enhanced', '');
  return () => {
    tablist.removeEventListener('click', onClick);
    tablist.removeEventListener('keydown', onKeyDown);
    wrapper.removeAttribute('data-menu-enhanced');
    panels.forEach((panel) => (panel.hidden = false));
    tabs.forEach((tab, i) => {
      const label = labels[i]!;
      label.replaceChildren(...Array.from(tab.childNodes));
      tab.replaceWith(label);
    });
  };
}

/** A `div` standing in for a `label` tab: same attributes, the label's children moved in. */
function asDiv(label: HTMLElement): HTMLElement {
  if (label.tagName !== 'LABEL') return label;
  const div = ownDoc.createElement('div');
  for (const { name, value } of Array.from(label.attributes)) div.setAttribute(name, value);
  div.append(...Array.from(label.childNodes));
  label.replaceWith(div);
  return div;
}
