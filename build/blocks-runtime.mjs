import * as esbuild from 'esbuild';
import { join } from 'node:path';
import { sharedOptions } from './plugins.mjs';

/** The blocks runtime's entry (src/blocks/index.ts), loaded as the module `blocks`. */
export const BLOCKS_RUNTIME = { name: 'blocks', in: join('src', 'blocks', 'index.ts'), out: 'site-blocks' };

/**
 * Builds the blocks runtime on its own, after the widgets: the block table it
 * carries (build/manifest.mjs `blockTable`) says which widget chunks have a
 * stylesheet, which is known only once they are built, and the chunks
 * some blocks' markup needs. Returns esbuild's metafile. Also used by the size test with a synthetic table.
 */
export async function buildBlocksRuntime({ root, table, markup = [], outdir }) {
  const shared = sharedOptions(root);
  const result = await esbuild.build({
    ...shared,
    // `markup`: the widgets' imports some blocks' markup needs (build/markup-imports.mjs).
    define: { ...shared.define, __BLOCK_TABLE__: JSON.stringify(table), __MARKUP_IMPORTS__: JSON.stringify(markup) },
    entryPoints: [{ in: BLOCKS_RUNTIME.in, out: BLOCKS_RUNTIME.out }],
    outdir,
    format: 'esm',
    entryNames: '[name]-[hash]',
    metafile: true,
  });
  return result.metafile;
}
