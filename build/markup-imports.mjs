/**
 * A widget's `import()` that only some blocks' markup needs (the native
 * video's player, the server's "View fullsize" buttons' wiring) is found
 * when the widget runs: one round trip after the widget's chunk, which
 * already came with the blocks runtime. Its folder's `block.json` names it by
 * a selector (`markupImports`, build/folders.mjs); the blocks runtime asks
 * for that chunk, and what it imports, as it loads a block whose markup
 * matches, in the same moment as the widget's own chunk
 * (docs/behaviour/chunks.md#markup-imports). A page without such markup asks
 * for nothing more.
 */
import { staticDeps } from './manifest.mjs';

/**
 * The rows the blocks runtime carries: `[type, selector, chunks]`, the
 * chunks comma-separated as in the block table (`chunk-` left out), less
 * those the widget's own chunk imports (asked for with it anyway). Throws
 * when a module named is not a chunk of its own: the widget must `import()` it.
 *
 * @param {import('esbuild').Metafile} metafile
 * @param {{name: string, markupImports?: Record<string, string>}[]} blocks
 * @param {(name: string) => string} depsOf a widget's own chunks, as the block table lists them
 * @returns {[string, string, string][]}
 */
export function markupImportRows(metafile, blocks, depsOf) {
  const outputOf = (input) => Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === input)?.[0];
  return blocks.flatMap(({ name, markupImports = {} }) =>
    Object.entries(markupImports).map(([selector, module]) => {
      const file = outputOf(`widgets/${name}/${module}`);
      if (!file) throw new Error(`widgets/${name}/block.json: markupImports names ${module}, which is no chunk of its own: the widget must import() it`);
      const own = new Set(depsOf(name).split(','));
      const chunk = file.split('/').pop().replace(/\.js$/, '');
      const deps = staticDeps(metafile, file).split(',').filter(Boolean);
      const files = [chunk, ...deps].filter((dep) => !own.has(dep)).map((dep) => dep.replace(/^chunk-/, ''));
      return [name, selector, files.join(',')];
    }),
  );
}
