/**
 * esbuild sometimes writes a shared chunk with no code at all (0 bytes: the
 * modules of a set of entries all copied into their importers or shaken
 * out) and still has its importers `import "./chunk-X.js"` it, for the order
 * of side effects it no longer has. Each such import is one request, and
 * one round trip in the queue, for nothing (docs/behaviour/chunks.md#no-waterfall):
 * the build deletes the empty file and those imports, and the metafile's
 * record of them, so no list ({@link import('./manifest.mjs').staticDeps})
 * names it either.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Removes the empty shared chunks of a written build, and the bare imports
 * of them, from the files and from `metafile` (changed in place). Returns
 * the names of the chunks removed.
 *
 * @param {string} root the folder the metafile's paths are relative to
 * @param {import('esbuild').Metafile} metafile
 * @returns {string[]}
 */
export function dropEmptyChunks(root, metafile) {
  const empty = Object.entries(metafile.outputs)
    .filter(([file, output]) => file.endsWith('.js') && output.bytes === 0 && !output.entryPoint)
    .map(([file]) => file);
  for (const file of empty) {
    const name = file.split('/').pop();
    for (const [importer, output] of Object.entries(metafile.outputs)) {
      if (!output.imports.some((i) => i.path === file)) continue;
      const path = join(root, importer);
      const js = readFileSync(path, 'utf8');
      const bare = `import"./${name}";`;
      // Only a bare import can name a chunk with no exports; anything else is a build this step does not know.
      if (!js.includes(bare) || output.imports.some((i) => i.path === file && i.kind !== 'import-statement'))
        throw new Error(`${importer} imports the empty ${name} in a way the build cannot drop`);
      const dropped = js.split(bare).join('');
      writeFileSync(path, dropped);
      output.imports = output.imports.filter((i) => i.path !== file);
      output.bytes = Buffer.byteLength(dropped);
    }
    rmSync(join(root, file));
    delete metafile.outputs[file];
  }
  return empty.map((file) => file.split('/').pop());
}
