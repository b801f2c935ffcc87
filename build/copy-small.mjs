/**
 * The build's chunk rule (docs/behaviour/chunks.md#no-waterfall): esbuild puts each
 * module in one chunk per set of entries reaching it, which left dozens of
 * shared chunks of a few hundred bytes, each one more request for every
 * page that needs it. esbuild has no "manual chunks", so the build runs
 * twice: the first run finds the shared chunks under {@link SMALL_CHUNK}
 * bytes gzip, or imported by so few chunks that their copies add up to at
 * most {@link COPIED_BYTES} ({@link worthCopying}); the second copies each of their modules that keeps no state
 * ({@link stateOf}) into every chunk that imports it (a module reached
 * through a path of its own, `file#chunk`, is one more module to esbuild).
 * A module with state (a registry, a stack, a cache, a class compared with
 * `instanceof`) stays one shared copy, however small: it must exist once
 * per page. A page then downloads a few hundred bytes twice where two of its
 * chunks carry the same helper, and saves a round trip in the queue for each.
 * The idle core is the rule's other half (build/idle-core.mjs: one chunk,
 * never copied, the idle start's own file).
 */
import * as esbuild from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, relative } from 'node:path';
import { sourceModules } from './metafile.mjs';

/**
 * A shared chunk smaller than this (gzip bytes) is copied into its importers. Not 1 KB: the
 * block-data readers (about 0.9 KB) were then copied into every widget, and a page with
 * several block types downloaded them once per type (the real 7.0 pages three times, 0.7 KB).
 */
export const SMALL_CHUNK = 800;

/** A shared chunk imported by few chunks is copied too, while its extra copies add up to no more than this (gzip bytes). */
const COPIED_BYTES = 2048;

/**
 * Whether a shared chunk of `size` bytes gzip, imported by `importers` chunks, is copied into them.
 * @internal Exported for its unit test: the copy rule as numbers; build.mjs reaches it through smallChunkCopies on a real metafile.
 */
export function worthCopying(size, importers) {
  return size < SMALL_CHUNK || size * (importers - 1) <= COPIED_BYTES;
}

const NAMESPACE = 'copied';

/** The top-level statements of a module's JavaScript (esbuild's printer starts each at column 0). */
function topLevel(js) {
  const statements = [];
  for (const line of js.split('\n')) {
    if (!line.trim()) continue;
    if (/^[\s})\]]/.test(line) && statements.length) statements[statements.length - 1] += '\n' + line;
    else statements.push(line);
  }
  return statements;
}

const FUNCTION = /^(async\s+)?(function\b|\([^)]*\)\s*(:[^=]*)?=>|\w+\s*=>)/;

/**
 * A `const` initializer that is a value, not built by running code: a
 * literal, a table of literals, a function, a regular expression without a
 * `lastIndex` of its own (no `g` or `y`), a non-empty `Set` or `Map` of
 * literals, an array of literals joined.
 */
function plainValue(init) {
  // A function called at once (`(() => new Map())()`) is its result, not a function.
  if (FUNCTION.test(init)) return !/\)\s*\([^()]*\)\s*;?\s*$/.test(init);
  if (/^(\{\s*\}|\[\s*\]|new\s+(Weak)?(Set|Map)\(\s*\))/.test(init)) return false; // an empty table is somebody's state
  const regex = init.match(/^\/(?:\\.|[^\\/\n])+\/([a-z]*)\s*;?\s*$/);
  if (regex) return !/[gy]/.test(regex[1]);
  const body = init
    .replace(/(['"`])(?:\\.|(?!\1)[^\\])*\1/g, '""')
    .replace(/^new\s+(Set|Map)\(([\s\S]*)\)\s*;?\s*$/, '$2')
    .replace(/^(\[[\s\S]*\])\.join\(""\)\s*;?\s*$/, '$1');
  return !/\bnew\s|[\w$\])]\s*\(/.test(body);
}

/**
 * Why a module must not be copied ('' when it may): module-level state or
 * effects, read from its source. Conservative: what it cannot tell apart
 * from state (a top-level call, `let`, a class compared with `instanceof`
 * anywhere in `sources`, a table some file writes to) counts as state.
 *
 * @param {string} ts the module's TypeScript
 * @param {string[]} sources every source file's text (for writes from importers and `instanceof`)
 * @param {'ts' | 'tsx'} loader how to read `ts` (in a `.ts` file `<T>(…) =>` is a generic function, not JSX)
 */
export function stateOf(ts, sources, loader = 'ts') {
  const { code } = esbuild.transformSync(ts, { loader, jsx: 'automatic', format: 'esm' });
  for (const statement of topLevel(code)) {
    const s = statement.replace(/^export\s+(?!\{|\*)/, '');
    if (/^(import\b|export\s*(\{|\*))/.test(s) || /^(async\s+)?function\b/.test(s)) continue;
    const klass = s.match(/^class\s+(\w+)/);
    if (klass) {
      const compared = new RegExp(`instanceof\\s+${klass[1]}\\b`);
      if (sources.some((text) => compared.test(text))) return `class ${klass[1]} is compared with instanceof`;
      continue;
    }
    const constant = s.match(/^const\s+(\w+)\s*=\s*([\s\S]*)$/);
    if (!constant) return `top-level statement: ${s.split('\n')[0]}`;
    const [, name, annotated] = constant;
    const init = annotated.replace(/\/\*[\s\S]*?\*\//g, '').trim(); // esbuild's /* @__PURE__ */ marks
    if (!plainValue(init)) return `const ${name} is built at load time`;
    if (FUNCTION.test(init) && plainValue(init)) continue;
    // Written by the module itself, or by a file importing it by name (or as a namespace).
    const imports = new RegExp(`import\\s*(type\\s+)?\\{[^}]*\\b${name}\\b|import\\s*\\*\\s*as\\s+\\w+[\\s\\S]*\\.${name}\\b`);
    const writes = new RegExp(
      `\\b${name}(\\.\\w+|\\[[^\\]]*\\])\\s*(=[^=]|\\+=|-=)|\\b${name}\\.(push|set|add|delete|clear|splice|unshift|pop|shift|sort|reverse|fill)\\(|delete\\s+${name}\\b`,
    );
    if ([ts, ...sources.filter((text) => imports.test(text))].some((text) => writes.test(text))) return `const ${name} is written to`;
  }
  return '';
}

/**
 * From the first run's metafile: the modules to copy (absolute paths: the
 * stateless ones of every small shared chunk) and, for every module, the
 * chunk it landed in (its copies are named after their importer's chunk).
 *
 * @param {string} root
 * @param {import('esbuild').Metafile} metafile
 * @param {(file: string) => string} stateOfFile `stateOf` a module's absolute path
 * @param {(file: string) => Uint8Array} bytesOf an output's bytes, by its metafile name
 * @param {Set<string>} fixed modules never copied (the idle core's groups)
 * @returns {{ copy: Set<string>, chunkOf: Map<string, string>, kept: string[], sharedChunks: Set<string> }}
 *   `kept` the modules with state (and why), `sharedChunks` the shared chunks too large to copy
 */
export function smallChunkCopies(root, metafile, stateOfFile, bytesOf, fixed) {
  const chunkOf = new Map();
  const copy = new Set();
  const kept = [];
  const sharedChunks = new Set();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    // Keyed as importers are named: a file by its absolute path, a plugin's module by `namespace:path`.
    for (const input of Object.keys(output.inputs)) chunkOf.set(input.includes(':') ? input : join(root, input), file);
    const modules = sourceModules(output);
    if (output.entryPoint || /react-vendor/.test(file)) continue;
    const importers = Object.values(metafile.outputs).filter((o) => o.imports.some((i) => i.path === file && i.kind === 'import-statement')).length;
    if (!worthCopying(gzipSync(bytesOf(file), { level: 9 }).length, importers)) {
      sharedChunks.add(file);
      continue;
    }
    for (const input of modules.filter((m) => !fixed.has(join(root, m)))) {
      const why = stateOfFile(join(root, input));
      if (why) kept.push(`${input}: ${why}`);
      else copy.add(join(root, input));
    }
  }
  return { copy, chunkOf, kept, sharedChunks };
}

/**
 * The second run's plugin: an import (static, relative) of a module in
 * `copy` resolves to that module's copy for the importer's chunk; a copy's
 * own imports of other copied modules stay in the same chunk. `load` gives a
 * copy's source (the build's other transforms applied).
 */
export function copiedIntoImporters(root, { copy, chunkOf, load }) {
  // Paths relative to the root: esbuild hashes a namespace's paths as they are (a reproducible build).
  const tagOf = (file) => relative(root, file).split('\\').join('/');
  return {
    name: 'copied-into-importers',
    setup(build) {
      build.onResolve({ filter: /^[./]/ }, async (args) => {
        if (args.kind !== 'import-statement' || args.pluginData?.copying) return undefined;
        const importer = args.namespace === 'file' ? args.importer : `${args.namespace}:${args.importer}`;
        const tag = args.namespace === NAMESPACE ? args.importer.split('#')[1] : chunkOf.get(importer)?.replace(/^.*\//, '');
        if (!tag) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { copying: true },
        });
        if (resolved.errors.length || resolved.namespace !== 'file' || !copy.has(resolved.path)) {
          // From a copy, an import of a module that is not copied resolves as usual.
          return args.namespace === NAMESPACE && !resolved.errors.length ? resolved : undefined;
        }
        return { path: `${tagOf(resolved.path)}#${tag}`, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ path }) => {
        const file = join(root, path.split('#')[0]);
        return { contents: load(file), loader: file.endsWith('x') ? 'tsx' : 'ts', resolveDir: dirname(file), watchFiles: [file] };
      });
    },
  };
}

/** Every TypeScript source of the runtime (src/, widgets/, modules/, loader/), tests and declarations left out. */
export function sourceFiles(root) {
  // A folder's test/ (its meta and probes) never ships.
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return entry.name === 'test' ? [] : walk(join(dir, entry.name));
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [join(root, dir, entry.name)] : [];
    });
  return ['src', 'widgets', 'modules', 'loader'].filter((dir) => existsSync(join(root, dir))).flatMap(walk);
}

/**
 * The source modules found in more than one output chunk, each with how
 * many (a copy is named `copied:PATH#CHUNK` in the metafile): what
 * dist/manifest.json lists as `copied`, so a test can check that none of
 * them keeps state.
 *
 * @param {import('esbuild').Metafile} metafile
 * @returns {Record<string, number>}
 */
export function modulesInSeveralChunks(metafile) {
  const count = new Map();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    const modules = new Set(Object.keys(output.inputs).map((input) => input.replace(new RegExp(`^${NAMESPACE}:`), '').replace(/#.*$/, '')));
    for (const module of modules) count.set(module, (count.get(module) ?? 0) + 1);
  }
  return Object.fromEntries([...count].filter(([, n]) => n > 1).sort(([a], [b]) => a.localeCompare(b)));
}
