/**
 * The collection-link block (12, docs/behaviour/content-blocks.md#collection-link): the
 * server renders the collection's links into the block, and those links
 * are its content. There is nothing to fetch or build: the block is taken
 * up (it reaches `ready`) and its markup is left exactly as served.
 */
import type { BlockMount, Cleanup } from '../../src/block-context.ts';

/** Leaves the server's links as they are. */
export function mount(): Cleanup {
  return () => {};
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
