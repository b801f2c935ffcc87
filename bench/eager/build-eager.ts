/**
 * The bench's peers, what a site without a loader ships, built here with the
 * build's own esbuild options. Both run the same runtime (the loader's
 * start-up, the blocks runtime, the same widgets) with every chunk the
 * loader would fetch replaced by a lookup in the bundle
 * (bench/eager/chunks-shim.ts), so the difference measured is the loading
 * strategy alone:
 *
 * - the eager bundle ({@link buildEager}): every widget and site module in
 *   one ES module, all imported at start, all their CSS in one stylesheet;
 * - the split eager build ({@link buildSplit}): what a careful developer ships
 *   with a bundler and no loader: one app bundle with the runtime, every site
 *   module and every widget, and one dynamic import of React with the
 *   interfaces built with it (form, cart page, comments, …), taken the first
 *   time one of them is asked for; the CSS is the eager bundle's one
 *   stylesheet. A page that shows no such interface loads one script.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as esbuild from 'esbuild';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { sharedOptions, sourceText } from '../../build/plugins.mjs';
// @ts-expect-error: as above
import { blockTable, loaderManifest, pageModuleTable, readTrigger } from '../../build/manifest.mjs';
import { reactImports } from './react-imports.ts';
import { BLOCK_TYPE_NAME_NUMBERS, CONTROLLER_NAMES } from '../../src/enums/block-type.ts';

/** Folders of `folder` holding an index.ts (found at run time, like the build). */
function entriesIn(root: string, folder: string): string[] {
  const path = join(root, folder);
  return existsSync(path)
    ? readdirSync(path)
        .filter((name) => existsSync(join(path, name, 'index.ts')))
        .sort()
    : [];
}

const numbersOf = (name: string): number[] => [...((BLOCK_TYPE_NAME_NUMBERS as Record<string, readonly number[] | undefined>)[name] ?? [])];
// The section controllers' names, in the blocks runtime's table as the build puts them (build.mjs).
const controllersOf = (name: string): string[] => [...(Object.hasOwn(CONTROLLER_NAMES, name) ? CONTROLLER_NAMES[name]! : [])];

/** A chunk name and the source file it stands for. */
type Entry = [name: string, file: string];

/** Every chunk the loader may ask for: widgets, site modules, the blocks runtime. */
function chunkEntries(root: string): { widgets: string[]; entries: Entry[] } {
  const widgets = entriesIn(root, 'widgets');
  const modules = [
    ...entriesIn(root, 'src/chrome').map((name) => ({ name, dir: 'src/chrome' })),
    ...entriesIn(root, 'modules').map((name) => ({ name, dir: 'modules' })),
  ];
  const entries: Entry[] = [
    ...widgets.map((name): Entry => [name, `widgets/${name}/index.ts`]),
    ...modules.map(({ name, dir }): Entry => [`site-${name}`, `${dir}/${name}/index.ts`]),
    ['site-blocks', 'src/blocks/index.ts'],
  ];
  return { widgets, entries };
}

/** A module importing `entries` and giving them as `{ name: module }`, for `outdir`. */
function tableModule(root: string, outdir: string, entries: Entry[]): { imports: string; object: string } {
  const from = (file: string) => relative(outdir, join(root, file)).split('\\').join('/');
  return {
    imports: entries.map(([, file], i) => `import * as m${i} from '${from(file)}';`).join('\n'),
    object: `{ ${entries.map(([name], i) => `${JSON.stringify(name)}: m${i}`).join(', ')} }`,
  };
}

/** esbuild options both peers share: the build's own, the shim for the loader's chunks, the loader's defines. */
function peerOptions(root: string, widgets: string[]): esbuild.BuildOptions {
  const shim = join(root, 'bench/eager/chunks-shim.ts');
  const firstViewShim = join(root, 'bench/eager/first-view-shim.ts');
  const shared = sharedOptions(root);
  const pageModules = entriesIn(root, 'modules').map((name) => ({ name, trigger: readTrigger(root, name) }));
  // Every widget is built with a stylesheet flag of false: the eager page links one stylesheet.
  const table = blockTable(widgets.map((name) => ({ name, numbers: [...numbersOf(name), ...controllersOf(name)] })));
  const manifest = loaderManifest({ buildId: 'eager', idleStart: '', blocks: widgets.map((name) => ({ name, numbers: numbersOf(name) })) });
  return {
    ...shared,
    plugins: [
      ...shared.plugins,
      {
        name: 'eager-chunks',
        setup(build: esbuild.PluginBuild) {
          build.onResolve({ filter: /^\.\/chunks\.ts$/ }, ({ resolveDir }) => (resolveDir.endsWith('loader') ? { path: shim } : undefined));
          // Nothing to ask for ahead: every widget is in the bundle.
          build.onResolve({ filter: /^\.\/first-view\.ts$/ }, ({ resolveDir }) => (resolveDir.endsWith('loader') ? { path: firstViewShim } : undefined));
        },
      },
    ],
    define: {
      ...shared.define,
      __MANIFEST__: JSON.stringify(JSON.stringify(manifest)),
      __BLOCK_TABLE__: JSON.stringify(table),
      __PAGE_MODULES__: JSON.stringify(JSON.stringify(pageModuleTable(pageModules))),
      __VERSION__: JSON.stringify('eager'),
    },
    format: 'esm',
    metafile: true,
  };
}

const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);
const loaderFrom = (root: string, outdir: string) => relative(outdir, join(root, 'loader/index.ts')).split('\\').join('/');

/**
 * Builds `eager.js` (and `eager.css`) into `outdir`, every `import()` bundled
 * in; returns their sizes in bytes and the `import()`s that bring React (for
 * {@link buildSplit}).
 */
export async function buildEager(root: string, outdir: string): Promise<{ js: number; css: number; later: string[] }> {
  mkdirSync(outdir, { recursive: true });
  const { widgets, entries } = chunkEntries(root);
  // The table is set in a module of its own, imported first, so it is
  // filled before the loader's module body runs.
  const table = tableModule(root, outdir, entries);
  writeFileSync(join(outdir, 'eager-table.ts'), `${table.imports}\nglobalThis.__EAGER_CHUNKS__ = ${table.object};\n`);
  const result = await esbuild.build({
    ...peerOptions(root, widgets),
    stdin: { contents: `import './eager-table.ts';\nimport '${loaderFrom(root, outdir)}';\n`, resolveDir: outdir, loader: 'ts', sourcefile: 'eager-entry.ts' },
    outfile: join(outdir, 'eager.js'),
  });
  if (!existsSync(join(outdir, 'eager.css'))) writeFileSync(join(outdir, 'eager.css'), '');
  return { js: size(join(outdir, 'eager.js')), css: size(join(outdir, 'eager.css')), later: reactImports(result.metafile!) };
}

/**
 * Builds the split eager build into `outdir`: `split.js`, the app bundle, and
 * `split-react.js`, the `import()`s that bring React (`later`, from
 * {@link reactImports}) and React itself, which `split.js` imports the first
 * time one of them is asked for. The React part takes every module the app
 * bundle holds from it (see {@link sharedFromApp}), as a bundler's dynamic
 * chunk imports from its entry: one copy of each module, two files.
 */
export async function buildSplit(root: string, outdir: string, later: string[]): Promise<void> {
  mkdirSync(outdir, { recursive: true });
  const { widgets, entries } = chunkEntries(root);
  const now = tableModule(root, outdir, entries);
  const kept = tableModule(
    root,
    outdir,
    later.map((file): Entry => [file, file]),
  );
  writeFileSync(join(outdir, 'split-react.ts'), `${kept.imports}\nexport const modules = ${kept.object};\n`);
  const writeApp = (shared: string[]) => {
    const exposed = tableModule(
      root,
      outdir,
      shared.map((file): Entry => [file, file]),
    );
    writeFileSync(
      join(outdir, 'split-table.ts'),
      `${now.imports}\n${exposed.imports.replace(/\bm(\d+)\b/g, 's$1')}\nglobalThis.__EAGER_CHUNKS__ = ${now.object};\n` +
        `globalThis.__SPLIT_SHARED__ = ${exposed.object.replace(/\bm(\d+)\b/g, 's$1')};\n` +
        `globalThis.__SPLIT_LATER__ = (file) => import('./split-react.js').then(({ modules }) => modules[file]);\n`,
    );
  };
  writeFileSync(join(outdir, 'split.ts'), `import './split-table.ts';\nimport '${loaderFrom(root, outdir)}';\n`);
  const options = peerOptions(root, widgets);
  const laterExternal = {
    name: 'split-react-external',
    setup: (build: esbuild.PluginBuild) => build.onResolve({ filter: /^\.\/split-react\.js$/ }, ({ path }) => ({ path, external: true })),
  };
  const app: esbuild.BuildOptions = {
    ...options,
    plugins: [laterImports(root, new Set(later)), ...options.plugins!, laterExternal],
    entryPoints: [join(outdir, 'split.ts')],
    outfile: join(outdir, 'split.js'),
  };
  // First what the app bundle holds, then the React part without those, then the app bundle exposing what the React part takes.
  writeApp([]);
  const inApp = new Set(Object.keys((await esbuild.build({ ...app, write: false })).metafile!.inputs));
  const taken = new Set<string>();
  await esbuild.build({
    ...options,
    plugins: [...options.plugins!, sharedFromApp(root, inApp, taken)],
    entryPoints: [join(outdir, 'split-react.ts')],
    outfile: join(outdir, 'split-react.js'),
  });
  writeApp([...taken].sort());
  await esbuild.build(app);
}

/** `import('./x.tsx')` with a plain string, as the source writes it (not a type's `typeof import(…)`). */
const IMPORT_CALL = /(?<!typeof )\bimport\((['"])([^'"]+)\1\)/g;

/**
 * In the app bundle: each `import()` of one of `later` (paths from the
 * project root) asks `globalThis.__SPLIT_LATER__` for it instead, so the
 * module and React stay out of the bundle until then.
 */
function laterImports(root: string, later: Set<string>): esbuild.Plugin {
  return {
    name: 'later-imports',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        if (path.includes('node_modules')) return undefined;
        const text: string = sourceText(path);
        const specs = [...text.matchAll(IMPORT_CALL)].map((call) => call[2]!);
        const resolveDir = dirname(path);
        const found = await Promise.all(specs.map((spec) => build.resolve(spec, { kind: 'dynamic-import', resolveDir, importer: path })));
        const keys = found.map((f) => relative(root, f.path).split('\\').join('/'));
        if (!keys.some((key) => later.has(key))) return undefined;
        let i = 0;
        const contents = text.replace(IMPORT_CALL, (call) => {
          const key = keys[i++]!;
          return later.has(key) ? `globalThis.__SPLIT_LATER__(${JSON.stringify(key)})` : call;
        });
        return { contents, loader: path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * In the React part: an import of a source module the app bundle holds
 * (`inApp`, paths from the project root) becomes the app's own module,
 * exposed on `globalThis.__SPLIT_SHARED__` (noted in `taken`). Marked as an
 * ES module so default imports read its `default`.
 */
function sharedFromApp(root: string, inApp: Set<string>, taken: Set<string>): esbuild.Plugin {
  return {
    name: 'shared-from-app',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.inner || args.namespace !== 'file' || args.kind === 'entry-point') return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { inner: true } });
        const key = relative(root, found.path).split('\\').join('/');
        if (
          found.errors.length ||
          found.external ||
          found.namespace !== 'file' ||
          !inApp.has(key) ||
          key.includes('node_modules') ||
          !/\.[cm]?[jt]sx?$/.test(key)
        )
          return undefined;
        taken.add(key);
        return { path: key, namespace: 'split-shared' };
      });
      build.onLoad({ filter: /.*/, namespace: 'split-shared' }, ({ path }) => ({
        contents: `const m = globalThis.__SPLIT_SHARED__[${JSON.stringify(path)}];\nmodule.exports = new Proxy(m, { get: (t, k) => k === '__esModule' || t[k] });\n`,
        loader: 'js',
      }));
    },
  };
}
