import { t } from '../../src/catalogue/index.ts';
import { VIEWER_TEXT } from '../../src/catalogue/en/viewer.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** On a control that cannot act now (docs/behaviour/gallery.md#gallery). */
export const DISABLED_CLASS = 'sqs-disabled';

/** The previous and next controls, added after the slides. */
export interface Controls {
  element: HTMLElement;
  previous: HTMLElement;
  next: HTMLElement;
  setDisabled(state: { previous: boolean; next: boolean }): void;
}

const control = (name: 'previous' | 'next', onActivate: () => void): HTMLButtonElement => {
  const element = ownDoc.createElement('button');
  element.type = 'button';
  element.className = `sqs-gallery-control ${name}`;
  element.setAttribute('aria-label', t(VIEWER_TEXT, name));
  element.textContent = name === 'previous' ? '‹' : '›';
  // A button answers click, Enter (13) and Space (32) by itself; a disabled
  // one stays focusable (aria-disabled) so focus never drops to the page.
  element.addEventListener('click', () => {
    if (!element.classList.contains(DISABLED_CLASS)) onActivate();
  });
  return element;
};

/** Builds the controls; `onMove(-1 | 1)` is called when one is activated while enabled. */
export function createControls(onMove: (direction: 1 | -1) => void): Controls {
  const element = ownDoc.createElement('div');
  element.className = 'sqs-gallery-controls';
  const previous = control('previous', () => onMove(-1));
  const next = control('next', () => onMove(1));
  element.append(previous, next);
  return {
    element,
    previous,
    next,
    setDisabled(state) {
      for (const [button, disabled] of [
        [previous, state.previous],
        [next, state.next],
      ] as const) {
        button.classList.toggle(DISABLED_CLASS, disabled);
        button.setAttribute('aria-disabled', String(disabled));
      }
    },
  };
}
