import type { Cleanup } from '../../src/block-context.ts';
import { ownDoc } from '../../src/dom/doc.ts';

let idCounter = 0;

/**
 * One menu's tabs (docs/behaviour/content-blocks.md#content-blocks): one panel shown at a
 * time, the first tab active at start, Enter or Space (and a click) select,
 * Left and Right move focus between the tabs with wraparound (Home and End
 * to the ends), and one tab at a time is in the Tab order.
 */
export function mountTabs(wrapper: HTMLElement): Cleanup {
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
  linkTabs(tabs, panels);

  const select = (index: number, focus: boolean) => selectTab(tabs, panels, index, focus);

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
    const key = event.key;
    if (key === 'Enter' || key === ' ') select(index, true);
    else {
      const next = arrowTarget(key, index, tabs.length - 1);
      if (next === undefined) return;
      focusTab(next);
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
    tabs.forEach((tab, i) => asLabel(tab, labels[i]!));
  };
}

/** Shows tab `index`'s panel alone, and makes that tab the one in the Tab order. */
function selectTab(tabs: HTMLElement[], panels: HTMLElement[], index: number, focus: boolean): void {
  tabs.forEach((tab, i) => {
    const active = i === index;
    tab.setAttribute('aria-selected', String(active));
    tab.tabIndex = active ? 0 : -1;
    tab.classList.toggle('menu-select-labels--active', active);
    if (panels[i]) panels[i]!.hidden = !active;
  });
  if (focus) tabs[index]!.focus();
}

/** Gives each tab its role and id, and ties it to its panel both ways. */
function linkTabs(tabs: HTMLElement[], panels: HTMLElement[]): void {
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
}

/** Where an arrow key (or Home, End) moves the focus from tab `index`, with wraparound; other keys: nowhere. */
function arrowTarget(key: string, index: number, last: number): number | undefined {
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

/** Puts a tab's `label` back in place of its stand-in, children and all. */
function asLabel(tab: HTMLElement, label: HTMLElement): void {
  label.replaceChildren(...Array.from(tab.childNodes));
  tab.replaceWith(label);
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
