/**
 * A block's server markup as it was before its widget touched it, kept so a
 * failed mount can leave the markup exactly as it was. The copy lives in an
 * inert document: its images and scripts never load or run.
 */
import { ownDoc } from '../dom/doc.ts';

// Through the prototype: `<img name="implementation">` in the page shadows `document.implementation`.
const inert = ownDoc.implementation.createHTMLDocument('');

/**
 * Whether the subtree is kept too: a 7.1 section controller's section holds
 * blocks of its own, mounted on their own, so only its attributes are kept
 * and a controller undoes its own changes inside (docs/behaviour/sections.md#controllers).
 */
const deep = (element: Element): boolean => !element.hasAttribute('data-controller');

/** Copies `element` (attributes, and the subtree unless it is a controller's) into the inert document. */
export function snapshotMarkup(element: Element): Element {
  return inert.importNode(element, deep(element));
}

/**
 * Puts `element` back as `snapshot` recorded it, touching nothing when it is
 * unchanged. `data-block-state` is the runtime's own and is left alone.
 */
export function restoreMarkup(element: Element, snapshot: Element): void {
  if (deep(element) && element.innerHTML !== snapshot.innerHTML) {
    element.replaceChildren(...Array.from(snapshot.childNodes, (node) => ownDoc.importNode(node, true)));
  }
  // oxlint-disable-next-line unicorn/no-useless-spread -- a copy: the loop removes from the live attribute map
  for (const { name } of [...element.attributes]) {
    if (name !== 'data-block-state' && !snapshot.hasAttribute(name)) element.removeAttribute(name);
  }
  // oxlint-disable-next-line unicorn/no-useless-spread -- a copy, like the loop above: not live while it runs
  for (const { name, value } of [...snapshot.attributes]) {
    if (name !== 'data-block-state' && element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}
