/**
 * The Tock block (68), docs/behaviour/commerce.md#commerce: Tock's script loaded
 * once per page, then `tock('init', businessName)` fills the block's
 * widget container; the block takes a column layout at 750 px wide or
 * less. A failure is logged only: the markup (a link to the business at
 * Tock) stays as it was.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { loadScript } from '../../src/dom/load-script.ts';
import { watchWidth } from '../../src/embeds/watch-width.ts';
import { fail } from '../../src/log.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { fields } from './data.ts';
import './tock.css';

/** At this width or less, the block lays out in a column (docs/behaviour/commerce.md#commerce). */
const TOCK_COLUMN_THRESHOLD_PX = 750;
const COLUMN_CLASS = 'tock-block--column';
/** Tock's script comes from here or from this site's own files (docs/security.md#scripts). */
const TOCK_HOST = 'www.exploretock.com';

declare global {
  interface Window {
    tock?: (command: string, ...args: unknown[]) => void;
  }
}

/** Loads Tock and keeps the column class in step with the block's width. */
export function mount(element: HTMLElement, raw: unknown, context: BlockContext): Cleanup {
  // Its declaration, not zod: zod's runtime would be most of the first view (docs/behaviour/blocks.md#block-data-declaration).
  const data = useBlockData(fields, raw, context);
  const stopWatching = watchWidth(element, (width) => element.classList.toggle(COLUMN_CLASS, width <= TOCK_COLUMN_THRESHOLD_PX));
  let active = true;
  loadScript(data.scriptUrl, { timeoutMs: data.timeoutMs, ready: () => window.tock, host: TOCK_HOST, field: 'scriptUrl' })
    .then(() => {
      if (active) window.tock!('init', data.businessName);
    })
    .catch((error: unknown) => fail(`block #${context.id} (tock): the Tock widget failed:`, error));
  return () => {
    active = false;
    stopWatching();
    element.classList.remove(COLUMN_CLASS);
  };
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
