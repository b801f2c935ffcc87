/**
 * An entry whose whole code is in one shared chunk (the idle start: its
 * modules are the idle core, build/idle-core.mjs) comes out of esbuild as a
 * thin file that only re-exports that chunk: one more request, and one more
 * round trip, before anything runs (docs/behaviour/chunks.md#no-waterfall). esbuild
 * cannot make an entry the chunk other entries import, so the build folds
 * the two after writing: the chunk gets the entry's exports as well and is
 * renamed `ENTRY-HASH.js` (HASH: the chunk's own content hash, so the name
 * still changes exactly when its code does, and the chunks importing it keep
 * theirs valid), every import of the chunk is pointed at that name, and the
 * thin file is deleted. The loader is told HASH (build/manifest.mjs
 * `loaderManifest`): the folded entry is the one entry not named after the
 * build id, because other chunks import it.
 *
 * Its modules still exist once per page: every file imports it by the one
 * URL, and the loader's retry (`?retry=1`, loader/chunks.ts) asks for a second
 * URL only after the first one's import failed, whose module the browser then
 * never runs and never hands out (docs/behaviour/chunks.md#no-waterfall).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The names a thin entry re-exports: `{ exported: imported }`, and the one chunk it imports them from.
 * @internal Exported for its unit test: what a thin entry re-exports, read from text; foldEntry's test covers the whole fold.
 */
export function thinEntry(js) {
  const statements = js
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  const from = new Set();
  const imported = new Map();
  const exported = {};
  for (const statement of statements) {
    const bare = statement.match(/^import\s*"\.\/([^"]+)"$/);
    const named = statement.match(/^import\s*\{([^}]*)\}\s*from\s*"\.\/([^"]+)"$/);
    const exports = statement.match(/^export\s*\{([^}]*)\}$/);
    if (bare) from.add(bare[1]);
    else if (named) {
      from.add(named[2]);
      for (const [name, local = name] of specifiers(named[1])) imported.set(local, name);
    } else if (exports) {
      for (const [local, name = local] of specifiers(exports[1])) {
        if (!imported.has(local)) return undefined;
        exported[name] = imported.get(local);
      }
    } else return undefined;
  }
  return from.size === 1 ? { chunk: [...from][0], exported } : undefined;
}

/** `a as b, c` as `[['a', 'b'], ['c']]`. */
function specifiers(list) {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => s.split(/\s+as\s+/));
}

/**
 * `js` (a chunk ending in its `export{…}`) with `extra` (`{ exported: the chunk's own export name }`) exported too.
 * @internal Exported for its unit test: adding exports without clashing, on text; foldEntry uses it on the built chunk.
 */
export function exportAlso(js, extra) {
  const clause = js.match(/export\s*\{([^}]*)\}\s*;?\s*$/);
  if (!clause) throw new Error('the shared chunk ends in no export list');
  const localOf = new Map(specifiers(clause[1]).map(([local, name = local]) => [name, local]));
  const added = Object.entries(extra).map(([name, own]) => {
    if (localOf.has(name)) throw new Error(`the shared chunk already exports "${name}"`);
    if (!localOf.has(own)) throw new Error(`the shared chunk exports no "${own}"`);
    return localOf.get(own) === name ? name : `${localOf.get(own)} as ${name}`;
  });
  const list = [clause[1].trim(), ...added].filter(Boolean).join(',');
  return `${js.slice(0, clause.index)}export{${list}};${js.slice(clause.index + clause[0].length).replace(/^;/, '')}`;
}

/**
 * Folds the entry `entry` (its source path, as the metafile's `entryPoint`)
 * into the one shared chunk it re-exports, in the written files and in
 * `metafile` (changed in place). Throws when the entry is not thin: the
 * layout this step relies on has changed, better a failed build than a
 * silent extra request.
 *
 * @param {string} root the folder the metafile's paths are relative to
 * @param {import('esbuild').Metafile} metafile
 * @param {string} entry
 * @returns {{ file: string, hash: string }} the folded file's metafile path, and its hash
 */
export function foldEntry(root, metafile, entry) {
  const [file] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === entry) ?? [];
  if (!file) throw new Error(`no output for ${entry}`);
  const thin = thinEntry(readFileSync(join(root, file), 'utf8'));
  if (!thin) throw new Error(`${file} is not a thin entry re-exporting one shared chunk: it cannot be folded`);
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  const chunk = dir + thin.chunk;
  const hash = thin.chunk.match(/^chunk-(\w+)\.js$/)?.[1];
  if (!hash || !metafile.outputs[chunk] || metafile.outputs[chunk].entryPoint) throw new Error(`${file} re-exports ${thin.chunk}, not a shared chunk`);
  const folded = `${dir}${file.slice(dir.length).replace(/-\w+\.js$/, '')}-${hash}.js`;
  const js = exportAlso(readFileSync(join(root, chunk), 'utf8'), thin.exported);
  writeFileSync(join(root, folded), js);
  rmSync(join(root, chunk));
  rmSync(join(root, file));
  const shared = metafile.outputs[chunk];
  const exports = [...shared.exports, ...Object.keys(thin.exported)];
  // The folded file takes the chunk's place (the metafile's order is the build's order).
  metafile.outputs = Object.fromEntries(
    Object.entries(metafile.outputs)
      .filter(([path]) => path !== file)
      .map(([path, o]) => (path === chunk ? [folded, { ...shared, entryPoint: entry, exports, bytes: Buffer.byteLength(js) }] : [path, o])),
  );
  for (const [path, o] of Object.entries(metafile.outputs)) {
    if (!o.imports.some((i) => i.path === chunk)) continue;
    const text = readFileSync(join(root, path), 'utf8')
      .split(`"./${thin.chunk}"`)
      .join(`"./${folded.slice(dir.length)}"`);
    writeFileSync(join(root, path), text);
    o.bytes = Buffer.byteLength(text);
    o.imports = o.imports.map((i) => (i.path === chunk ? { ...i, path: folded } : i));
  }
  return { file: folded, hash };
}
