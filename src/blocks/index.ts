/**
 * The blocks runtime (`SiteRuntime.load('blocks')`): everything that finds,
 * loads, mounts and unmounts blocks, loaded by the loader as soon as the
 * page has a block (docs/behaviour/blocks.md#blocks). It lives in a chunk, not in
 * loader.js, so that the loader's size does not grow with the number of
 * block types: the block table is built into this chunk.
 */
import type { BlocksApi, BlocksHandoff } from './handoff.ts';
import { readBlockTable, useLoader } from './registry.ts';
import { replayEarlyClicks } from './replay.ts';
import { createScanner } from './scan.ts';

// The build's block table as a string define (see registry.ts).
declare const __BLOCK_TABLE__: string;

/**
 * Starts the blocks runtime once: scans the page, replays the clicks the
 * loader held, watches for blocks coming and going.
 */
export function start({ runtime, loadChunk, preload, registered, held }: BlocksHandoff): BlocksApi {
  readBlockTable(typeof __BLOCK_TABLE__ === 'string' ? __BLOCK_TABLE__ : '');
  useLoader(loadChunk, registered, preload);
  const scanner = createScanner(document, { site: runtime.context, bus: runtime.bus, load: runtime.load });
  const ready = scanner.start();
  replayEarlyClicks(document, scanner, held);
  return {
    ready,
    blocks: () => Array.from(scanner.records.values(), ({ id, type, state, error }) => ({ id, type, state, ...(error && { error }) })),
    revive: scanner.revive,
  };
}
