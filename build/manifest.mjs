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

/** RFC 4648 base32 (A-Z, 2-7), the alphabet esbuild's own hashes use. */
export function toBase32(bytes) {
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

/**
 * A page module's `trigger.json` (docs/behaviour.md#page-modules), checked
 * so a typo fails the build instead of silently never loading the module.
 */
export function readTrigger(root, name) {
  const file = join(root, 'modules', name, 'trigger.json');
  if (!existsSync(file)) return {};
  const trigger = JSON.parse(readFileSync(file, 'utf8'));
  for (const key of Object.keys(trigger)) if (!TRIGGER_KEYS.has(key)) throw new Error(`${file}: unknown key "${key}"`);
  const strings = (list) => Array.isArray(list) && list.every((s) => typeof s === 'string' && s && !s.includes(','));
  if (trigger.selector !== undefined && (typeof trigger.selector !== 'string' || !trigger.selector)) throw new Error(`${file}: "selector" must be a CSS selector`);
  if (trigger.context !== undefined && !strings(trigger.context)) throw new Error(`${file}: "context" must be a list of dotted paths`);
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
 * stylesheet flag: a chunk's styles ride inside it (docs/behaviour.md#no-waterfall).
 *
 * @param {{name: string, numbers: number[], deps?: string}[]} blocks
 */
export function blockTable(blocks) {
  return [...blocks]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, numbers = [], deps = '' }) => name + (numbers.length ? ':' + numbers.join(',') : '') + (deps ? '/' + deps.replace(/\bchunk-/g, '') : ''))
    .join(' ');
}

/**
 * The page-module table the `services` chunk carries (read by
 * src/chrome/services/page-modules.ts): `[name, selector, "path,path", pageTypes]`
 * for every page module, its marker being implied by its name.
 *
 * @param {{name: string, trigger: {selector?: string, context?: string[], pageTypes?: number[]}}[]} modules
 */
export function pageModuleTable(modules) {
  return [...modules]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, trigger = {} }) => [name, trigger.selector ?? '', (trigger.context ?? []).join(','), trigger.pageTypes ?? []]);
}

/**
 * The loader's manifest (read by loader/manifest.ts): only what start-up
 * needs, so its size does not grow with the number of block types and
 * modules: the build id, the `data-block-type` numbers that have a widget
 * (to hold early clicks on them). No
 * module's import list: esbuild's entries import every chunk they need
 * directly, so a module costs two round trips without one, and every page
 * would pay for the lists (docs/behaviour.md#no-waterfall).
 *
 * The idle start's file is named after its own hash, `i`, not the build id:
 * it is the idle core other chunks import (build/fold-entry.mjs).
 *
 * @param {{ buildId: string, idleStart: string, blocks: {numbers: number[]}[] }} input
 */
export function loaderManifest({ buildId, idleStart, blocks }) {
  return {
    v: buildId,
    i: idleStart,
    n: blocks
      .flatMap((b) => b.numbers ?? [])
      .sort((a, b) => a - b)
      .join(' '),
  };
}

/**
 * The chunks an output file reaches through static imports, itself left
 * out, as the tables write them: the file names without `.js`
 * (`chunk-ABCD2345`, `react-vendor-EFGH6789`).
 * With this list the runtime asks for every file a chunk needs in the moment
 * it asks for the chunk (`modulepreload`), instead of learning them only when
 * the chunk has arrived (docs/behaviour.md#no-waterfall).
 *
 * @param {import('esbuild').Metafile} metafile
 * @param {string} file the output's path as the metafile names it
 * @returns {string} the names, comma-separated, in import order
 */
export function staticDeps(metafile, file) {
  const seen = new Set([file]);
  const names = [];
  const visit = (path) => {
    for (const { path: next, kind, external } of metafile.outputs[path]?.imports ?? []) {
      if (kind !== 'import-statement' || seen.has(next)) continue;
      seen.add(next);
      names.push(next.split('/').pop().replace(/\.js$/, ''));
      if (!external) visit(next);
    }
  };
  visit(file);
  return names.join(',');
}
