/**
 * A chunk's dynamic `import("./chunk-X.js")` finds X's own static imports
 * only once X has arrived and been parsed: one more round trip before X
 * runs (the image block's lightbox: its wiring, then the shared
 * `src/lightbox/open.ts` chunk; docs/behaviour/chunks.md#no-waterfall). The
 * build knows those imports, so after writing it rewrites each such call to
 * ask for them in the same moment: `(import("./chunk-Y.js").catch(…),
 * import("./chunk-X.js"))`, for every file X imports, all levels, that the
 * importing chunk does not already import statically, as Vite's preload
 * helper does. Nothing is asked for earlier than before, and nothing that
 * X would not have asked for: the bytes a page downloads do not change.
 *
 * The early import only starts the request. Its own failure is caught
 * there, because X's import fails with it and the caller's own handling
 * reports it (a chunk load error, retried by the loader). A file that
 * imports X back (a cycle between chunks) is left out: importing it first
 * would change the order the two run in.
 *
 * The idle start is left as it is (`keep`): every page downloads it, and
 * its own dynamic imports are the rare paths (the owner's tools, a failure
 * report, the Escape manager's first dialog), where a round trip costs no
 * visitor a wait but the calls would cost every page their bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every output `file` imports statically, all levels, as metafile paths
 * (React's too, though esbuild did not build it).
 *
 * @param {import('esbuild').Metafile} metafile
 * @param {string} file
 * @returns {Set<string>}
 */
function staticClosure(metafile, file) {
  const seen = new Set();
  const visit = (path) => {
    for (const { path: imported, kind, external } of metafile.outputs[path]?.imports ?? []) {
      // React's file is external to esbuild (build/plugins.mjs `reactAsVendor`), named relative to its importer.
      const next = external ? path.slice(0, path.lastIndexOf('/') + 1) + imported.replace(/^\.\//, '') : imported;
      if (kind !== 'import-statement' || seen.has(next)) continue;
      seen.add(next);
      visit(next);
    }
  };
  visit(file);
  return seen;
}

/** A chunk's name as its sibling chunks import it. */
const specifier = (path) => `./${path.split('/').pop()}`;

/**
 * The files to ask for beside `target` when `importer` imports it dynamically:
 * what `target` imports statically, less what `importer` already has and
 * anything that imports `target` back.
 * @internal Exported for its unit test: which files an `import()` should start; {@link preloadDynamicDeps} rewrites them in.
 *
 * @param {import('esbuild').Metafile} metafile
 * @param {string} importer
 * @param {string} target
 * @returns {string[]}
 */
export function warmFiles(metafile, importer, target) {
  const had = staticClosure(metafile, importer);
  return [...staticClosure(metafile, target)].filter((file) => file !== importer && !had.has(file) && !staticClosure(metafile, file).has(target));
}

/**
 * Rewrites, in the written build, every dynamic import of a chunk so that
 * it starts that chunk's static imports too. Returns how many imports it
 * rewrote. Throws when a dynamic import is not written as the build
 * expects: better a failed build than a silent round trip.
 *
 * @param {string} root the folder the metafile's paths are relative to
 * @param {import('esbuild').Metafile} metafile
 * @param {string[]} [keep] files left as esbuild wrote them (metafile paths)
 * @returns {number}
 */
export function preloadDynamicDeps(root, metafile, keep = []) {
  let rewritten = 0;
  for (const [importer, output] of Object.entries(metafile.outputs)) {
    if (!importer.endsWith('.js') || keep.includes(importer)) continue;
    const targets = new Set(output.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => i.path));
    const before = readFileSync(join(root, importer), 'utf8');
    let js = before;
    for (const target of targets) {
      const warm = warmFiles(metafile, importer, target);
      if (!warm.length) continue;
      const call = `import("${specifier(target)}")`;
      if (!js.includes(call)) throw new Error(`${importer} imports ${target} in a way the build cannot find`);
      const starts = warm.map((file) => `import("${specifier(file)}").catch(()=>{})`);
      js = js.split(call).join(`(${starts.join(',')},${call})`);
      rewritten += 1;
    }
    if (js === before) continue;
    writeFileSync(join(root, importer), js);
    output.bytes = Buffer.byteLength(js);
  }
  return rewritten;
}
