/**
 * Finds a page's blocks as the runtime does (docs/behaviour/tools.md#check): every
 * `[data-block]` and every platform `.sqs-block[data-block-type]` whose
 * number leads to a built widget; `data-block` wins where an element has
 * both, and platform blocks with no widget are left alone.
 */
import { BLOCK_SELECTOR } from '../../src/blocks/selector.ts';
import { BLOCK_TYPE_NAME_NUMBERS } from '../../src/enums/block-type.ts';

/** One block as found: its element, type, and the id the runtime would give it. */
export interface FoundBlock {
  element: Element;
  type: string;
  id: string;
  /** Whether a widget (or a type the author registers) serves it. */
  known: boolean;
}

/** The type name each `data-block-type` number maps to, for the widgets that exist. */
export function platformNumbers(widgets: ReadonlySet<string>): Map<string, string> {
  const numbers = new Map<string, string>();
  for (const [name, list] of Object.entries(BLOCK_TYPE_NAME_NUMBERS)) {
    if (widgets.has(name)) for (const n of list as readonly number[]) numbers.set(String(n), name);
  }
  return numbers;
}

/** Every block in `doc`, in document order, with ids numbered as the runtime numbers them. */
export function findBlocks(doc: Document, known: ReadonlySet<string>, numbers: ReadonlyMap<string, string>): FoundBlock[] {
  const found: FoundBlock[] = [];
  let counter = 0;
  for (const element of doc.querySelectorAll(BLOCK_SELECTOR)) {
    const type = element.getAttribute('data-block') || numbers.get(element.getAttribute('data-block-type') || '');
    if (!type) continue;
    found.push({ element, type, id: element.id || `${type}-${++counter}`, known: known.has(type) });
  }
  return found;
}
