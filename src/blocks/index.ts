/**
 * The blocks runtime (`SiteRuntime.load('blocks')`): everything that finds,
 * loads, mounts and unmounts blocks, loaded by the loader as soon as the
 * page has a block (docs/behaviour/blocks.md#blocks). It lives in a chunk, not in
 * loader.js, so that the loader's size does not grow with the number of
 * block types: the block table is built into this chunk (what the loader's
 * own lacks; the handoff brings the loader's). All it takes from the loader
 * comes in one object, the handoff (docs/architecture.md#boundary).
 */
import { joinTables, readBlockTable } from './block-table.ts';
import type { BlocksApi, BlocksHandoff } from './handoff.ts';
import { createRegistry } from './registry.ts';
import { replayEarlyClicks } from './replay.ts';
import { createScanner } from './scan.ts';

// What the loader's block table lacks, as a string define (build/manifest.mjs `blockTable`).
declare const __BLOCK_TABLE__: string;
// The chunks some blocks' markup needs (build/markup-imports.mjs).
declare const __MARKUP_IMPORTS__: [string, string, string][];

/** The runtime's table writes a shared chunk without its `chunk-` (React keeps its own name). */
const chunkFile = (dep: string): string => (dep.includes('-') ? dep : 'chunk-' + dep);

/**
 * Starts the blocks runtime once: scans the page, replays the clicks the
 * loader held, watches for blocks coming and going.
 */
export function start(handoff: BlocksHandoff): BlocksApi {
  const { runtime, held, view } = handoff;
  const table = joinTables(handoff.table, readBlockTable(typeof __BLOCK_TABLE__ === 'string' ? __BLOCK_TABLE__ : '', chunkFile));
  const markup = typeof __MARKUP_IMPORTS__ === 'object' ? __MARKUP_IMPORTS__ : [];
  table.markup = markup.map(([type, selector, deps]) => [type, selector, deps.split(',').map(chunkFile)]);
  const registry = createRegistry(table, handoff);
  const near = new Set(view?.filter((entry) => entry.isIntersecting).map((entry) => entry.target));
  const scanner = createScanner(document, { site: runtime.context, bus: runtime.bus, load: runtime.load }, registry, near);
  const ready = scanner.start();
  replayEarlyClicks(document, scanner, held);
  return {
    ready,
    blocks: () => Array.from(scanner.records.values(), ({ id, type, state, error }) => ({ id, type, state, ...(error && { error }) })),
    register(type, importer) {
      registry.register(type, importer);
      scanner.revive(type);
    },
  };
}
