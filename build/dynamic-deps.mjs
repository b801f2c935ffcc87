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
import { staticDeps } from './manifest.mjs';

/** A chunk's name without its folder and `.js`, as {@link staticDeps} gives names. */
const nameOf = (path) => path.split('/').pop().replace(/\.js$/, '');

/**
 * The files to ask for beside `target` when `importer` imports it dynamically,
 * by name: what `target` imports statically, all levels (React's file too,
 * though esbuild did not build it), less what `importer` already has and
 * anything that imports `target` back.
 * @internal Exported for its unit test: which files an `import()` should start; {@link preloadDynamicDeps} rewrites them in.
 *
 * @param {import('esbuild').Metafile} metafile
 * @param {string} importer
 * @param {string} target
 * @returns {string[]}
 */
export function warmFiles(metafile, importer, target) {
  const folder = target.slice(0, target.lastIndexOf('/') + 1);
  const depsOf = (file) => staticDeps(metafile, file).split(',').filter(Boolean);
  const had = new Set([nameOf(importer), ...depsOf(importer)]);
  return depsOf(target).filter((name) => !had.has(name) && !depsOf(`${folder}${name}.js`).includes(nameOf(target)));
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
      const call = `import("./${nameOf(target)}.js")`;
      if (!js.includes(call)) throw new Error(`${importer} imports ${target} in a way the build cannot find`);
      const starts = warm.map((name) => `import("./${name}.js").catch(()=>{})`);
      js = js.split(call).join(`(${starts.join(',')},${call})`);
      rewritten += 1;
    }
    if (js === before) continue;
    writeFileSync(join(root, importer), js);
    output.bytes = Buffer.byteLength(js);
  }
  return rewritten;
}
