/**
 * The changes a 7.1 section controller makes to server markup, each with its
 * undo, so its cleanup (or a mount that fails half way) leaves the section
 * exactly as the server sent it (docs/behaviour/sections.md#controllers). The blocks
 * runtime keeps only a controller's own attributes: the section's subtree
 * holds blocks that mount on their own.
 */
import type { Cleanup } from '../block-context.ts';
import { restoreAttribute } from '../dom/restore-attribute.ts';

/** Records changes; `undo()` reverts them, latest first. */
export interface Changes {
  /** Sets an attribute (`null` removes it), remembering the value it had. */
  attr(element: Element, name: string, value: string | null): void;
  /** Adds or removes a class, remembering whether it was there. */
  toggleClass(element: Element, name: string, on: boolean): void;
  /** Sets an inline style property, remembering its value. */
  style(element: HTMLElement, property: string, value: string): void;
  /** Adds a listener, removed on undo. */
  listen<K extends keyof HTMLElementEventMap>(
    target: EventTarget,
    type: K | string,
    listener: (event: HTMLElementEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): void;
  /** Any other undo step. */
  add(undo: Cleanup): void;
  /** Reverts everything recorded, latest first; safe to call twice. */
  undo(): void;
}

/** Starts recording a controller's changes. */
function recordChanges(): Changes {
  const undos: Cleanup[] = [];
  const changes: Changes = {
    attr(element, name, value) {
      const before = element.getAttribute(name);
      if (before === value) return;
      restoreAttribute(element, name, value);
      undos.push(() => restoreAttribute(element, name, before));
    },
    toggleClass(element, name, on) {
      if (element.classList.contains(name) === on) return;
      element.classList.toggle(name, on);
      undos.push(() => element.classList.toggle(name, !on));
    },
    style(element, property, value) {
      const before = element.style.getPropertyValue(property);
      element.style.setProperty(property, value);
      undos.push(() => element.style.setProperty(property, before));
    },
    listen(target, type, listener, options) {
      target.addEventListener(type, listener as EventListener, options);
      undos.push(() => target.removeEventListener(type, listener as EventListener, options));
    },
    add(undo) {
      undos.push(undo);
    },
    undo() {
      for (const undo of undos.splice(0).reverse()) undo();
    },
  };
  return changes;
}

/**
 * Runs a controller's setup with a fresh record of changes: returns the
 * cleanup that undoes them, or, when the setup throws, undoes what it had
 * done and rethrows (the blocks runtime then reports the failure).
 */
export function controller(setup: (changes: Changes) => void): Cleanup {
  const changes = recordChanges();
  try {
    setup(changes);
  } catch (error) {
    changes.undo();
    throw error;
  }
  return changes.undo;
}
