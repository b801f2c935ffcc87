import { t } from '../../src/catalogue/index.ts';
import { SUMMARY_TEXT } from '../../src/catalogue/en/summary.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { restoreAttribute } from '../../src/dom/restore-attribute.ts';

/** `sqs-disabled`: the platform's class for a pager arrow at an end. */
const DISABLED = 'sqs-disabled';

/** The carousel's region and its two controls, with how to put the markup back. */
export interface CarouselControls {
  region: HTMLElement;
  previous: HTMLElement;
  next: HTMLElement;
  /** True when the controls are the page's own pager (spans), not buttons we added. */
  usesPager: boolean;
  undo: () => void;
}

/**
 * The page's own pager (`.summary-carousel-pager-prev`/`-next`) made into
 * buttons for assistive technology and the keyboard, the list's container
 * as the region (its markup stays as it is); or, on a summary without a
 * pager, a wrapper region with Previous and Next buttons.
 */
export function carouselControls(block: Element, list: HTMLElement): CarouselControls {
  const pager = block.querySelector<HTMLElement>('.summary-carousel-pager');
  const previous = pager?.querySelector<HTMLElement>('.summary-carousel-pager-prev');
  const next = pager?.querySelector<HTMLElement>('.summary-carousel-pager-next');
  return previous && next ? pagerControls(list, previous, next) : addedControls(list);
}

function pagerControls(list: HTMLElement, previous: HTMLElement, next: HTMLElement): CarouselControls {
  const undo: Array<() => void> = [];
  for (const control of [previous, next]) {
    const had = { role: control.getAttribute('role'), tabindex: control.getAttribute('tabindex') };
    control.setAttribute('role', 'button');
    control.tabIndex = 0;
    if (!control.hasAttribute('aria-label')) control.setAttribute('aria-label', t(SUMMARY_TEXT, control === previous ? 'previous' : 'next'));
    undo.push(() => {
      restoreAttribute(control, 'role', had.role);
      restoreAttribute(control, 'tabindex', had.tabindex);
      control.classList.remove(DISABLED);
      control.removeAttribute('aria-disabled');
    });
  }
  return { region: list.parentElement!, previous, next, usesPager: true, undo: () => undo.forEach((step) => step()) };
}

function addedControls(list: HTMLElement): CarouselControls {
  const region = ownDoc.createElement('div');
  region.className = 'summary-carousel';
  const controls = ownDoc.createElement('div');
  controls.className = 'summary-carousel-controls';
  const button = (key: 'previous' | 'next') => {
    const b = ownDoc.createElement('button');
    b.type = 'button';
    b.className = `summary-carousel-${key}`;
    b.textContent = t(SUMMARY_TEXT, key);
    controls.append(b);
    return b;
  };
  const previous = button('previous');
  const next = button('next');
  list.before(region);
  region.append(controls, list);
  const undo = () => {
    region.before(list);
    region.remove();
  };
  return { region, previous, next, usesPager: false, undo };
}

/** Disables a control: a button by its property, a pager span by `sqs-disabled` and `aria-disabled`. */
export function setDisabled(control: HTMLElement, disabled: boolean): void {
  if (control instanceof HTMLButtonElement) control.disabled = disabled;
  else {
    control.classList.toggle(DISABLED, disabled);
    control.setAttribute('aria-disabled', String(disabled));
  }
}

/** Whether a control is disabled, either way {@link setDisabled} sets it. */
export const isDisabled = (control: HTMLElement): boolean =>
  control.getAttribute('aria-disabled') === 'true' || (control as HTMLButtonElement).disabled === true;
