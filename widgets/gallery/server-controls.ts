/**
 * The server's own slideshow controls (docs/behaviour/gallery.md#gallery-server-controls):
 * 7.0 markup carries `.sqs-gallery-controls` with `a.previous` and `a.next`
 * (or spans), inside the gallery's container or beside it. The platform's
 * script wired those; adding buttons of our own as well put two sets of
 * arrows on top of each other. So when the markup has them, they are the
 * controls: a press (click, Enter, Space) moves the gallery, a link's `#`
 * is never followed, and each is a named button for the keyboard and
 * screen readers (its own name kept when it has one).
 */
import { t } from '../../src/catalogue/index.ts';
import { VIEWER_TEXT } from '../../src/catalogue/en/viewer.ts';
import { isKey } from '../../src/enums/key-code.ts';
import { DISABLED_CLASS, type Controls } from './controls.ts';
import { restoreAttribute } from '../../src/dom/restore-attribute.ts';

/** The server's controls of the gallery in `container`: inside it (not in a slide), or its sibling. */
export function serverControlsOf(container: HTMLElement): HTMLElement | undefined {
  const inside = Array.from(container.querySelectorAll<HTMLElement>('.sqs-gallery-controls')).find((element) => !element.closest('.slide'));
  const beside = container.parentElement?.querySelector<HTMLElement>(':scope > .sqs-gallery-controls');
  const found = inside ?? beside ?? undefined;
  return found && found.querySelector('.previous') && found.querySelector('.next') ? found : undefined;
}

/** What a wired control had before, to put back. */
const ATTRIBUTES = ['role', 'tabindex', 'aria-label', 'aria-disabled'] as const;

/** Mounts one server control; returns the undo. */
function mountControl(element: HTMLElement, name: 'previous' | 'next', onActivate: () => void): () => void {
  const before = ATTRIBUTES.map((attribute) => [attribute, element.getAttribute(attribute)] as const);
  const native = element.localName === 'button';
  if (!native) element.setAttribute('role', 'button');
  if (!native && element.tabIndex < 0) element.tabIndex = 0;
  if (!element.getAttribute('aria-label') && !element.textContent?.trim()) element.setAttribute('aria-label', t(VIEWER_TEXT, name));
  const act = () => {
    if (!element.classList.contains(DISABLED_CLASS)) onActivate();
  };
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    act();
  };
  // A link answers Enter with a click by itself; Space (and Enter on a span) is ours.
  const clicksOnEnter = native || (element.localName === 'a' && element.hasAttribute('href'));
  const onKey = (event: KeyboardEvent) => {
    if (!isKey(event, 'SPACE') && !(isKey(event, 'ENTER') && !clicksOnEnter)) return;
    event.preventDefault();
    act();
  };
  element.addEventListener('click', onClick);
  element.addEventListener('keydown', onKey);
  return () => {
    element.removeEventListener('click', onClick);
    element.removeEventListener('keydown', onKey);
    element.classList.remove(DISABLED_CLASS);
    for (const [attribute, value] of before) restoreAttribute(element, attribute, value);
  };
}

/** The server's controls as the gallery's controls, with the undo; undefined when the markup has none. */
export function adoptServerControls(container: HTMLElement, onMove: (direction: 1 | -1) => void): (Controls & { stop(): void }) | undefined {
  const element = serverControlsOf(container);
  if (!element) return undefined;
  const previous = element.querySelector<HTMLElement>('.previous')!;
  const next = element.querySelector<HTMLElement>('.next')!;
  const stops = [mountControl(previous, 'previous', () => onMove(-1)), mountControl(next, 'next', () => onMove(1))];
  return {
    element,
    previous,
    next,
    setDisabled(state) {
      for (const [control, disabled] of [
        [previous, state.previous],
        [next, state.next],
      ] as const) {
        control.classList.toggle(DISABLED_CLASS, disabled);
        control.setAttribute('aria-disabled', String(disabled));
      }
    },
    stop: () => stops.forEach((stop) => stop()),
  };
}
