/**
 * The build: widget and module chunks (ESM, split; the chunk rule,
 * docs/behaviour/chunks.md#no-waterfall: small stateless shared chunks copied into
 * their importers, the idle core one chunk that is the idle start's own
 * file), entries renamed to one build id, then the loader (a classic IIFE script carrying the compact
 * manifest), then the size table, the size budget check and the
 * block-schema reference. The pieces live in build/.
 *
 *   node build.mjs            build, print only problems (`npm start` prints
 *                             its "Serving on" line first)
 *   node build.mjs --sizes    build and print the size table (`npm run build`)
 */
import * as esbuild from 'esbuild';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { BLOCKS_RUNTIME, buildBlocksRuntime } from './build/blocks-runtime.mjs';
import { buildLoader } from './build/loader.mjs';
import { folderNames, generatedFiles, readBlocks, writeChanged } from './build/folders.mjs';
import { blockTable, buildIdOf, loaderManifest, outputsOf, pageModuleTable, readTrigger, renameEntry, staticDeps } from './build/manifest.mjs';
import { idleCore, idleCoreGroups, joiningCore } from './build/idle-core.mjs';
import { cssAdopted, reactAsVendor, sharedOptions, sourceText } from './build/plugins.mjs';
import { SMALL_CHUNK, copiedIntoImporters, modulesInSeveralChunks, smallChunkCopies, sourceFiles, stateOf } from './build/copy-small.mjs';
import { buildReactVendor } from './build/react-vendor.mjs';
import { dropEmptyChunks } from './build/empty-chunks.mjs';
import { foldEntry } from './build/fold-entry.mjs';
import { joinedIntoShared, joiningShared } from './build/join-shared.mjs';
import { preloadDynamicDeps } from './build/dynamic-deps.mjs';
import { markupImportRows } from './build/markup-imports.mjs';
import { writeSchemaReference } from './build/schema-docs.mjs';
import { writeTypes } from './tools/write-types.mjs';
import { measure, overBudget, printSizes } from './build/sizes.mjs';

const root = dirname(fileURLToPath(import.meta.url));
// Built into a fresh folder and swapped in at the end, so a failed build
// leaves the last good dist/ in place for a running server or test.
const finalDist = join(root, 'dist');
const dist = join(root, 'dist-next');
// --quiet is the default, still accepted (scripts and tests pass it).
const sizes = process.argv.includes('--sizes');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Folders holding an index.ts, each one entry named after its folder. */
const entriesIn = (folder, prefix = '') => folderNames(root, folder).map((name) => ({ name, in: join(folder, name, 'index.ts'), out: prefix + name }));

// The lists the folders give that are checked in (the block type table, the module map): rewritten first (build/folders.mjs).
writeChanged(root, generatedFiles(root));
const blocks = entriesIn('widgets');
// Site modules (src/chrome/NAME: services, cookie banner, census) and page
// modules (modules/NAME, with their triggers) share one namespace: the
// loader's `load(name)`.
// The idle start (`idle-start`) first: see build/idle-core.mjs for why its place matters.
const IDLE_CORE = 'src/chrome/idle-start/index.ts';
const modules = [...entriesIn('src/chrome', 'site-'), ...entriesIn('modules', 'site-')].sort((a, b) => (b.in === IDLE_CORE) - (a.in === IDLE_CORE));
const clash = modules.find((m, i) => modules.findIndex((o) => o.name === m.name) !== i);
if (clash) throw new Error(`two modules are named "${clash.name}" (src/chrome/ and modules/)`);

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

// Known before anything is built: the page modules' triggers (for the
// `services` chunk) and each block type's numbers and 7.1 section controller
// names (widgets/NAME/block.json; controllers only in the blocks runtime's
// table: the loader holds no clicks for them).
const declared = new Map(readBlocks(root).map((b) => [b.name, b]));
const numbersOf = (name) => [...(declared.get(name)?.numbers ?? [])];
const controllersOf = (name) => [...(declared.get(name)?.controllers ?? [])];
const pageModules = entriesIn('modules').map(({ name }) => ({ name, trigger: readTrigger(root, name) }));

const reactFile = await buildReactVendor(root, dist);
// Widgets' and modules' stylesheets ride in their chunks (build/plugins.mjs `cssAdopted`).
const base = sharedOptions(root);
const shared = { ...base, plugins: [...base.plugins, cssAdopted(root)] };
const define = { ...shared.define, __PAGE_MODULES__: JSON.stringify(JSON.stringify(pageModuleTable(pageModules))) };
const coreGroups = await idleCoreGroups(root, { entry: IDLE_CORE }, { ...shared, define, plugins: [...shared.plugins, reactAsVendor(reactFile)] });
const chunkOptions = (extra, write) => ({
  ...shared,
  plugins: [...extra, ...shared.plugins, reactAsVendor(reactFile), idleCore(root, IDLE_CORE, coreGroups)],
  define,
  entryPoints: [...modules, ...blocks].map(({ in: input, out }) => ({ in: input, out })),
  outdir: join(dist, 'chunks'),
  format: 'esm',
  splitting: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  metafile: true,
  write,
});
// Twice: the first run finds the small shared chunks, the second copies their
// stateless modules into the chunks importing them (build/copy-small.mjs).
const firstRun = await esbuild.build(chunkOptions([], false));
const firstBytes = new Map(firstRun.outputFiles.map((f) => [relative(root, f.path).split('\\').join('/'), f.contents]));
const allSources = sourceFiles(root).map((file) => readFileSync(file, 'utf8'));
const stateOfFile = (file) => stateOf(readFileSync(file, 'utf8'), allSources, file.endsWith('x') ? 'tsx' : 'ts');
const copies = smallChunkCopies(root, firstRun.metafile, stateOfFile, (file) => firstBytes.get(file), new Set(coreGroups.flatMap((g) => g.files)));
// A small shared chunk with state that most of the core's users import joins the core (build/idle-core.mjs `joiningCore`).
const small = (file) => gzipSync(firstBytes.get(file), { level: 9 }).length < SMALL_CHUNK;
const entryPaths = [...modules, ...blocks].map((e) => e.in);
coreGroups[0].files.push(...joiningCore(root, firstRun.metafile, { core: IDLE_CORE, entries: entryPaths, copied: copies.copy, small }));
// A small chunk whose every importer imports one larger shared chunk joins it instead of being copied (build/join-shared.mjs).
const joins = joiningShared(root, firstRun.metafile, { copied: copies.copy, kept: (file) => copies.sharedChunks.has(file), core: IDLE_CORE });
for (const module of joins.joined) copies.copy.delete(module);
const chunks = await esbuild.build(chunkOptions([joinedIntoShared(root, joins.imports), copiedIntoImporters(root, { ...copies, load: sourceText })], true));
// An empty shared chunk would cost its importers a request for nothing (build/empty-chunks.mjs).
dropEmptyChunks(root, chunks.metafile);
// The idle start's entry only re-exports the idle core's chunk: they become one file (build/fold-entry.mjs).
const idleStart = foldEntry(root, chunks.metafile, IDLE_CORE);
// A dynamic import starts its chunk's own imports with it, but in the idle start every page pays for (build/dynamic-deps.mjs).
preloadDynamicDeps(root, chunks.metafile, [idleStart.file]);
const outputs = outputsOf(root, chunks.metafile, [...blocks, ...modules]);
// The loader loads no stylesheets any more: an entry with one would lose its styles.
const styled = outputs.find((o) => o.css);
if (styled) throw new Error(`${styled.in} has a stylesheet of its own: its CSS must be imported so it rides in the chunk (build/plugins.mjs cssAdopted)`);
// Each entry's static imports, all levels (build/manifest.mjs `staticDeps`).
const depsOf = (entry) => staticDeps(chunks.metafile, outputs.find((o) => o.in === entry.in).file);

// The loader's view of the block types: its table, which it hands the blocks runtime (build/manifest.mjs `loaderManifest`).
const loaderBlocks = blocks.map((b) => ({
  name: b.name,
  numbers: numbersOf(b.name),
  controllers: controllersOf(b.name),
  firstView: declared.get(b.name)?.firstView,
  deps: depsOf(b),
}));
// The blocks runtime carries only what the loader's table lacks (its ids do not matter to that).
const loaderTable = loaderManifest({ buildId: '', idleStart: '', blocks: loaderBlocks });
const table = blockTable(
  blocks.map((b) => ({ name: b.name, numbers: [...numbersOf(b.name), ...controllersOf(b.name)], deps: depsOf(b) })),
  loaderTable,
);
const markup = markupImportRows(chunks.metafile, [...declared.values()], (name) => depsOf(blocks.find((b) => b.name === name)));
outputs.push(...outputsOf(root, await buildBlocksRuntime({ root, table, markup, outdir: join(dist, 'chunks') }), [BLOCKS_RUNTIME]));
const allModules = [...modules, BLOCKS_RUNTIME];

// Entries are only ever imported by the loader, never by another chunk, so
// renaming them after the build breaks no import; the idle start, which
// other chunks import, keeps its name (its chunk's hash, build/fold-entry.mjs).
const buildId = buildIdOf(outputs);
const files = new Map(
  outputs.map((output) => [output.in, output.in === IDLE_CORE ? [relative(dist, output.js).split('\\').join('/')] : renameEntry(dist, output, buildId)]),
);

const fullManifest = {
  build: buildId,
  blocks: Object.fromEntries(blocks.map((b) => [b.name, files.get(b.in)])),
  modules: Object.fromEntries(allModules.map((m) => [m.name, files.get(m.in)])),
  numbers: Object.fromEntries(blocks.flatMap((b) => numbersOf(b.name).map((n) => [n, b.name]))),
  controllers: Object.fromEntries(blocks.flatMap((b) => controllersOf(b.name).map((n) => [n, b.name]))),
  deps: Object.fromEntries([...blocks, ...modules].map((e) => [e.out, depsOf(e)])),
  triggers: Object.fromEntries(pageModules.map((m) => [m.name, m.trigger])),
  shared: { react: `chunks/${reactFile}` },
  // Every module the build put in more than one chunk (build/copy-small.mjs; test/unit/build/copies.test.ts checks each keeps no state).
  copied: modulesInSeveralChunks(chunks.metafile),
  // The chunks a widget imports for some markup, by selector, as the blocks runtime carries them (build/markup-imports.mjs).
  markupImports: markup,
  // The block table the blocks runtime carries: what the loader's lacks (build/manifest.mjs `blockTable`).
  blocksRuntimeTable: table,
};
writeFileSync(join(dist, 'manifest.json'), JSON.stringify(fullManifest, null, 2));

await buildLoader({
  root,
  manifest: loaderManifest({ buildId, idleStart: idleStart.hash, blocks: loaderBlocks }),
  outfile: join(dist, 'loader.js'),
  version: pkg.version,
});

await writeSchemaReference(root, blocks);
// Types for page scripts (`window.SiteRuntime`, the bus events, `mount`).
writeTypes(root, join(dist, 'site-runtime.d.ts'));
rmSync(finalDist, { recursive: true, force: true });
renameSync(dist, finalDist);
const rows = measure(root, finalDist);
if (sizes) printSizes(rows, pkg.sizeBudget ?? {});
const over = overBudget(rows, pkg.sizeBudget ?? {});
if (over.length) {
  console.error(`size budget exceeded: ${over.join(', ')}`);
  process.exitCode = 1;
}
