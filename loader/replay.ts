import type { Scanner } from './scan.ts';
import { BLOCK_SELECTOR } from './scan.ts';

/**
 * Keeps clicks on blocks that are not ready yet (contract section 2): the
 * click is held, the block loads at once, and the click is replayed on its
 * target when the block is `ready`, or, if the block fails, so the server
 * markup still does what it would have done. One click is held per block;
 * further clicks while it loads are dropped so a double click cannot toggle
 * twice.
 */
export function replayEarlyClicks(doc: Document, scanner: Scanner): void {
  const held = new Set<Element>();
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as HTMLElement;
      const element = target.closest?.(BLOCK_SELECTOR);
      const record = element && scanner.records.get(element);
      if (!record || (record.state !== 'pending' && record.state !== 'loading')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (held.has(element)) return;
      held.add(element);
      scanner.load(record).then(() => {
        held.delete(element);
        if (target.isConnected) target.click();
      });
    },
    true,
  );
}
