/**
 * The archive block (61): the server's list of posts by month (or category),
 * enhanced in place. In the dropdown layout each group opens and closes as a
 * WAI-ARIA disclosure (docs/behaviour/content-blocks.md#archive); the list layout is plain
 * links and left as served. No React, no data.
 */
import type { Cleanup, BlockMount } from '../../src/block-context.ts';
import { BlockDataError } from '../../src/block-data-error.ts';
import { discloseGroup } from './disclosure.ts';

/** Makes each group of a dropdown archive a disclosure; the cleanup puts the markup back as served. */
export function mount(element: HTMLElement): Cleanup {
  const wrapper = element.querySelector<HTMLElement>('.archive-block-wrapper');
  if (!wrapper) throw new BlockDataError('.archive-block-wrapper', 'no .archive-block-wrapper in the block');
  if (!wrapper.classList.contains('archive-block-dropdown')) return () => {};
  const cleanups = Array.from(wrapper.querySelectorAll<HTMLElement>('.archive-group'), discloseGroup);
  return () => cleanups.forEach((cleanup) => cleanup());
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
