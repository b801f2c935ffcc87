/**
 * The manifest the loader carries, and how entry files are named
 * (README, "Architecture": one build id for every entry).
 *
 * Entries are named `chunks/NAME-BUILD.js` (`+ .css`), where BUILD is one
 * hash over every entry's output: the loader carries that one id and each
 * entry's name, not a hash per entry. The idle start, which other chunks
 * import (build/fold-entry.mjs), keeps its own content hash instead, and the
 * loader carries that one too. Shared chunks (`chunk-HASH.js`, React)
 * keep their own content hashes, so a deploy re-downloads only the entries
 * (thin files) and whatever shared code really changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { reachedFrom } from './metafile.mjs';

/** RFC 4648 base32 (A-Z, 2-7), the alphabet esbuild's own hashes use. */
function toBase32(bytes) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** The output files (JS, and CSS when it has any) esbuild wrote for each entry. */
export function outputsOf(root, metafile, entries) {
  return entries.map((entry) => {
    const found = Object.entries(metafile.outputs).find(([, m]) => m.entryPoint === entry.in);
    if (!found) throw new Error(`no output for ${entry.in}`);
    const [out, meta] = found;
    return { ...entry, file: out, js: join(root, out), css: meta.cssBundle ? join(root, meta.cssBundle) : undefined };
  });
}

/** One id over every entry's bytes, in name order: it changes when any entry does. */
export function buildIdOf(outputs) {
  const digest = createHash('sha256');
  for (const output of [...outputs].sort((a, b) => a.out.localeCompare(b.out))) {
    digest.update(output.out).update(readFileSync(output.js));
    if (output.css) digest.update(readFileSync(output.css));
  }
  return toBase32(digest.digest()).slice(0, 8);
}

/** Renames an entry's files to `NAME-BUILD.js` / `.css`; returns their dist-relative paths. */
export function renameEntry(dist, output, buildId) {
  const name = `${output.out}-${buildId}`;
  renameSync(output.js, join(dist, 'chunks', `${name}.js`));
  if (output.css) renameSync(output.css, join(dist, 'chunks', `${name}.css`));
  return [`chunks/${name}.js`, ...(output.css ? [`chunks/${name}.css`] : [])];
}

const TRIGGER_KEYS = new Set(['selector', 'context', 'pageTypes']);

/** A value a context condition may list: compared strictly, so only JSON's scalars. */
const isScalar = (value) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * A trigger's `context` as the runtime reads it (src/chrome/services/context-trigger.ts):
 * path → condition. A list of paths is each path with `true` (truthy); an
 * object gives each path `true`, `{ "not": [...] }` or `{ "in": [...] }`.
 * Anything else throws, naming the file.
 * @internal Exported for its unit test: a trigger.json's context conditions as a table; the build reads the real modules' files.
 */
export function contextTrigger(file, context) {
  const isPath = (s) => typeof s === 'string' && /^[\w$]+(\.[\w$]+)*$/.test(s);
  if (Array.isArray(context)) {
    if (!context.every(isPath)) throw new Error(`${file}: "context" must be a list of dotted paths`);
    return Object.fromEntries(context.map((path) => [path, true]));
  }
  if (!context || typeof context !== 'object') throw new Error(`${file}: "context" must be a list of dotted paths or an object of path: condition`);
  for (const [path, condition] of Object.entries(context)) {
    if (!isPath(path)) throw new Error(`${file}: "context" key "${path}" is not a dotted path`);
    if (condition === true) continue;
    const keys = condition && typeof condition === 'object' ? Object.keys(condition) : [];
    const list = keys.length === 1 && ['not', 'in'].includes(keys[0]) ? condition[keys[0]] : undefined;
    if (!Array.isArray(list) || !list.length || !list.every(isScalar)) {
      throw new Error(`${file}: "context" "${path}" must be true, {"not": [values]} or {"in": [values]} (strings, numbers, booleans, null)`);
    }
  }
  return context;
}

/**
 * A page module's `trigger.json` (docs/behaviour/page-modules.md#page-modules), checked
 * so a typo fails the build instead of silently never loading the module;
 * its `context` comes back in one form ({@link contextTrigger}).
 */
export function readTrigger(root, name) {
  const file = join(root, 'modules', name, 'trigger.json');
  if (!existsSync(file)) return {};
  const trigger = JSON.parse(readFileSync(file, 'utf8'));
  for (const key of Object.keys(trigger)) if (!TRIGGER_KEYS.has(key)) throw new Error(`${file}: unknown key "${key}"`);
  if (trigger.selector !== undefined && (typeof trigger.selector !== 'string' || !trigger.selector))
    throw new Error(`${file}: "selector" must be a CSS selector`);
  if (trigger.context !== undefined) trigger.context = contextTrigger(file, trigger.context);
  if (trigger.pageTypes !== undefined && !(Array.isArray(trigger.pageTypes) && trigger.pageTypes.every(Number.isInteger))) {
    throw new Error(`${file}: "pageTypes" must be a list of page type numbers`);
  }
  return trigger;
}

/**
 * The block table the `blocks` chunk carries (read by src/blocks/registry.ts):
 * each block type `name`, then `:` and its `data-block-type` numbers, then
 * `/` and the chunks it imports ({@link staticDeps}, `chunk-` left out),
 * space-separated (`gallery:8/AB,react-vendor-CD summary:20,55/AB`). No
 * stylesheet flag: a chunk's styles ride inside it (docs/behaviour/chunks.md#no-waterfall).
 * The idle core is in no row: nearly every widget imports it, and the blocks
 * runtime asks for it with each one, as the loader does (its 44 names were
 * 111 B gzip of the blocks runtime; 74 B net).
 *
 * With `loader` (the {@link loaderManifest}), only what the loader's table
 * lacks: the loader hands its own table over with the blocks runtime
 * (src/blocks/block-table.ts `joinTables`), so every page with a block
 * downloaded each type's name, numbers and common chunks twice (323 B gzip
 * of the blocks runtime; the handoff costs the loader 8 B). A row keeps the
 * numbers and chunks the loader's has not; a type the loader knows whole is
 * left out.
 *
 * @param {{name: string, numbers: (number|string)[], deps?: string}[]} blocks
 * @param {{t: string, c: string}} [loader]
 */
export function blockTable(blocks, loader) {
  const known = loader ? knownRows(loader) : new Map();
  const chunksOf = (deps) => deps.split(',').filter((dep) => dep && !dep.startsWith('site-idle-start-'));
  return [...blocks]
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap(({ name, numbers = [], deps = '' }) => {
      const row = known.get(name);
      const names = numbers.map(String).filter((n) => !row?.names.includes(n));
      const files = chunksOf(deps)
        .filter((dep) => !row?.files.includes(dep))
        .map((dep) => dep.replace(/^chunk-/, ''));
      if (row && !names.length && !files.length) return [];
      return [name + (names.length ? ':' + names.join(',') : '') + (files.length ? '/' + files.join(',') : '')];
    })
    .join(' ');
}

/**
 * The loader's rows by type: the numbers (and controllers) and the chunk files (`chunk-…`) it names.
 * The build's own reading of the format src/blocks/block-table.ts `readBlockTable` reads at run time
 * (plain node here: the build does not load TypeScript).
 */
function knownRows({ t, c }) {
  const common = c.split(' ');
  const rows = new Map();
  for (const row of t.split(' ')) {
    const [token = '', deps] = row.split('/');
    const [name = '', list] = token.split(':');
    if (name) rows.set(name, { names: list ? list.split(',') : [], files: deps ? deps.split(',').map((i) => 'chunk-' + common[+i]) : [] });
  }
  return rows;
}

/**
 * The page-module table the `services` chunk carries (read by
 * src/chrome/services/page-modules.ts): `[name, selector, { path: condition }, pageTypes]`
 * for every page module, its marker being implied by its name.
 *
 * @param {{name: string, trigger: {selector?: string, context?: Record<string, unknown>, pageTypes?: number[]}}[]} modules
 */
export function pageModuleTable(modules) {
  return [...modules]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, trigger = {} }) => [name, trigger.selector ?? '', trigger.context ?? {}, trigger.pageTypes ?? []]);
}

/**
 * At most this many shared chunks are named in loader.js: its size stays bounded however many the build writes.
 * @internal Exported for its unit test: the loader-manifest test checks the cap without copying the number.
 */
export const FIRST_VIEW_CHUNKS = 8;

/**
 * The loader's manifest (read by loader/manifest.ts): only what start-up
 * needs. The build id, the idle start's own hash (`i`: it is the idle core
 * other chunks import, build/fold-entry.mjs), and the block types' table `t`
 * (`name:numbers/deps`, space-separated, as the blocks runtime's own
 * table, with the 7.1 section controllers of the types marked `firstView`)
 * so the loader can ask for the widgets of the page's first blocks and
 * sections in the moment it asks for the blocks runtime, one round trip earlier
 * (docs/behaviour/chunks.md#no-waterfall). A type's deps there are indexes into `c`,
 * the shared chunks most widget types import (at most
 * {@link FIRST_VIEW_CHUNKS}) and those the `firstView` types import, hashes
 * without `chunk-`: the rest, and React,
 * come with the blocks runtime's table, so the loader grows by a name a
 * type, not by a list of every chunk.
 *
 * @param {{ buildId: string, idleStart: string, blocks: {name: string, numbers?: number[], controllers?: string[], firstView?: boolean, deps?: string}[] }} input
 */
export function loaderManifest({ buildId, idleStart, blocks }) {
  const depsOf = (block) => (block.deps ? block.deps.split(',') : []).filter((dep) => dep.startsWith('chunk-'));
  const users = new Map();
  for (const block of blocks) for (const dep of depsOf(block)) users.set(dep, (users.get(dep) ?? 0) + 1);
  const mostShared = [...users]
    .filter(([, count]) => count > 1)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, FIRST_VIEW_CHUNKS)
    .map(([dep]) => dep);
  // And every chunk a `firstView` type imports: those few types are at the top of most 7.1 pages.
  const common = [...new Set([...mostShared, ...blocks.filter((block) => block.firstView).flatMap(depsOf)])];
  const rows = [...blocks]
    // A type found only by its section's controller is one the loader looks at only when it is a first view's (block.json `firstView`).
    .filter((block) => block.numbers?.length || !block.controllers?.length || block.firstView)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((block) => {
      const deps = depsOf(block)
        .map((dep) => common.indexOf(dep))
        .filter((index) => index >= 0);
      // Controller names stand with the numbers, as in the blocks runtime's table.
      const names = [...(block.numbers ?? []), ...(block.firstView ? block.controllers : [])];
      return block.name + (names.length ? ':' + names.join(',') : '') + (deps.length ? '/' + deps.join(',') : '');
    });
  return { v: buildId, i: idleStart, t: rows.join(' '), c: common.map((dep) => dep.slice('chunk-'.length)).join(' ') };
}

/**
 * The chunks an output file reaches through static imports, itself left
 * out, as the tables write them: the file names without `.js`
 * (`chunk-ABCD2345`, `react-vendor-EFGH6789`).
 * With this list the runtime asks for every file a chunk needs in the moment
 * it asks for the chunk (`modulepreload`), instead of learning them only when
 * the chunk has arrived (docs/behaviour/chunks.md#no-waterfall).
 *
 * @param {import('esbuild').Metafile} metafile
 * @param {string} file the output's path as the metafile names it
 * @returns {string} the names, comma-separated, in import order
 */
export function staticDeps(metafile, file) {
  return [...reachedFrom(metafile, file)].map((path) => path.split('/').pop().replace(/\.js$/, '')).join(',');
}
