import type { Scanner } from './scan.ts';
import { BLOCK_SELECTOR } from './selector.ts';
import { ownDocOf } from '../dom/doc.ts';

/**
 * Keeps clicks on blocks that are not ready yet (docs/behaviour/blocks.md#early-clicks):
 * the click is held, the block loads at once, and the click is replayed on
 * its target when the block is `ready`, or, if the block fails, so the server
 * markup still does what it would have done. One click is held per block;
 * further clicks while it loads are dropped so a double click cannot toggle
 * twice. `held` are the clicks the loader held before this runtime arrived.
 */
export function replayEarlyClicks(doc: Document, scanner: Scanner, held: [Element, HTMLElement][] = []): void {
  const holding = new Set<Element>();
  // A block the page scan has not reached yet is tracked now (docs/behaviour/blocks.md#many-blocks).
  const recordOf = (element: Element) => {
    scanner.discover(element);
    return scanner.records.get(element);
  };
  const hold = (element: Element, target: HTMLElement) => {
    const record = recordOf(element);
    if (holding.has(element)) return;
    holding.add(element);
    Promise.resolve(record && scanner.load(record)).then(() => {
      holding.delete(element);
      if (target.isConnected) target.click();
    });
  };
  ownDocOf(doc).addEventListener.call(
    doc,
    'click',
    (event) => {
      const target = event.target as HTMLElement;
      const element = target.closest?.(BLOCK_SELECTOR);
      const record = element && recordOf(element);
      if (!record || (record.state !== 'pending' && record.state !== 'loading')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold(element, target);
    },
    true,
  );
  held.splice(0).forEach(([element, target]) => hold(element, target));
}
