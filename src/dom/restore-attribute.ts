/**
 * Puts an attribute back to a value read earlier with `getAttribute`: `null` (it was absent)
 * removes it. The undo half of every "change an attribute, restore it on cleanup" pair.
 */
export function restoreAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
