/**
 * The menu block (18): complete server markup, enhanced in place as the
 * WAI-ARIA tabs pattern (docs/behaviour/content-blocks.md#content-blocks). No React.
 */
import type { Cleanup, BlockMount } from '../../src/block-context.ts';
import { mountTabs } from './tabs.ts';
import { BlockDataError } from '../../src/block-data-error.ts';
import './menu.css';

/** Mounts each `.menu-wrapper` of the block; the cleanup undoes them. */
export function mount(element: HTMLElement): Cleanup {
  const wrappers = Array.from(element.querySelectorAll<HTMLElement>('.menu-wrapper'));
  if (!wrappers.length) throw new BlockDataError('.menu-wrapper', 'no .menu-wrapper in the block');
  const cleanups = wrappers.map(mountTabs);
  return () => cleanups.forEach((cleanup) => cleanup());
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
