/**
 * The accordion block (69): the server markup is complete, so it is enhanced
 * in place and loads no React (docs/behaviour/content-blocks.md#accordion:
 * "enhanced in place following the disclosure pattern").
 */
import type { Cleanup, BlockMount } from '../../src/block-context.ts';
import { mountAccordion } from './accordion.ts';
import { BlockDataError } from '../../src/block-data-error.ts';
import './accordion.css';

/** Mounts every accordion list in the block; the cleanup undoes all of them. */
export function mount(element: HTMLElement): Cleanup {
  const lists = Array.from(element.querySelectorAll<HTMLElement>('.accordion-items-container'));
  if (!lists.length) throw new BlockDataError('.accordion-items-container', 'no .accordion-items-container in the block');
  const cleanups = lists.map(mountAccordion);
  return () => cleanups.forEach((cleanup) => cleanup());
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
