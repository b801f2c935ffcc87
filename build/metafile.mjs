/**
 * Two readings of an esbuild metafile that the chunk rules share
 * (build/copy-small.mjs, build/idle-core.mjs, build/join-shared.mjs,
 * build/manifest.mjs): which outputs an output reaches, and which source
 * modules an output holds.
 */

/**
 * The outputs `file` reaches through static imports, all levels, in import
 * order (each before what it imports), `file` itself left out. An external
 * import is named but not followed.
 *
 * @param {import('esbuild').Metafile} metafile
 * @param {string} file the output's path as the metafile names it
 * @returns {Set<string>}
 */
export function reachedFrom(metafile, file) {
  const seen = new Set([file]);
  const visit = (path) => {
    for (const { path: next, kind, external } of metafile.outputs[path]?.imports ?? []) {
      if (kind !== 'import-statement' || seen.has(next)) continue;
      seen.add(next);
      if (!external) visit(next);
    }
  };
  visit(file);
  seen.delete(file);
  return seen;
}

/**
 * The source modules of an output as the metafile names them (relative to the root): TypeScript
 * files of the repository, plugins' virtual modules (`namespace:path`) and packages left out.
 *
 * @param {{ inputs: Record<string, unknown> }} output
 * @returns {string[]}
 */
export const sourceModules = (output) =>
  Object.keys(output.inputs).filter((input) => !input.includes(':') && /\.tsx?$/.test(input) && !input.includes('node_modules'));
