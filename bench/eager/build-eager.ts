/**
 * The bench's alternative: one eager ES bundle of every widget and site
 * module, all imported at start (what a site without a loader ships), built
 * here with the build's own esbuild options. It runs the same runtime (the
 * loader's start-up, the blocks runtime, the same widgets) with every
 * `import()` replaced by a lookup in the bundle, so the difference measured
 * is the loading strategy alone.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { sharedOptions } from '../../build/plugins.mjs';
// @ts-expect-error: as above
import { blockTable, pageModuleTable, readTrigger } from '../../build/manifest.mjs';
import { BLOCK_TYPE_NAME_NUMBERS } from '../../src/enums/block-type.ts';

/** Folders of `folder` holding an index.ts (found at run time, like the build). */
function entriesIn(root: string, folder: string): string[] {
  const path = join(root, folder);
  return existsSync(path) ? readdirSync(path).filter((name) => existsSync(join(path, name, 'index.ts'))).sort() : [];
}

const numbersOf = (name: string): number[] => [...((BLOCK_TYPE_NAME_NUMBERS as Record<string, readonly number[] | undefined>)[name] ?? [])];

/** Builds `eager.js` (and `eager.css`) into `outdir`; returns their sizes in bytes. */
export async function buildEager(root: string, outdir: string): Promise<{ js: number; css: number }> {
  mkdirSync(outdir, { recursive: true });
  const widgets = entriesIn(root, 'widgets');
  const modules = [...entriesIn(root, 'src/chrome').map((name) => ({ name, dir: 'src/chrome' })), ...entriesIn(root, 'modules').map((name) => ({ name, dir: 'modules' }))];
  const entries: [string, string][] = [
    ...widgets.map((name): [string, string] => [name, `widgets/${name}/index.ts`]),
    ...modules.map(({ name, dir }): [string, string] => [`site-${name}`, `${dir}/${name}/index.ts`]),
    ['site-blocks', 'src/blocks/index.ts'],
  ];
  // The table is set in a module of its own, imported first, so it is
  // filled before the loader's module body runs.
  const tableFile = join(outdir, 'eager-table.ts');
  const from = (file: string) => relative(outdir, join(root, file)).split('\\').join('/');
  writeFileSync(
    tableFile,
    entries.map(([, file], i) => `import * as m${i} from '${from(file)}';`).join('\n') +
      `\nglobalThis.__EAGER_CHUNKS__ = { ${entries.map(([name], i) => `${JSON.stringify(name)}: m${i}`).join(', ')} };\n`,
  );
  const shim = join(root, 'bench/eager/chunks-shim.ts');
  const shared = sharedOptions(root);
  const pageModules = entriesIn(root, 'modules').map((name) => ({ name, trigger: readTrigger(root, name) }));
  // Every widget is built with a stylesheet flag of false: the eager page links one stylesheet.
  const table = blockTable(widgets.map((name) => ({ name, numbers: numbersOf(name) })));
  const manifest = { v: 'eager', n: widgets.flatMap(numbersOf).sort((a, b) => a - b).join(' '), c: '' };
  await esbuild.build({
    ...shared,
    plugins: [
      ...shared.plugins,
      {
        name: 'eager-chunks',
        setup(build: esbuild.PluginBuild) {
          build.onResolve({ filter: /^\.\/chunks\.ts$/ }, ({ resolveDir }) => (resolveDir.endsWith('loader') ? { path: shim } : undefined));
        },
      },
    ],
    stdin: { contents: `import './eager-table.ts';\nimport '${from('loader/index.ts')}';\n`, resolveDir: outdir, loader: 'ts', sourcefile: 'eager-entry.ts' },
    define: {
      ...shared.define,
      __MANIFEST__: JSON.stringify(JSON.stringify(manifest)),
      __BLOCK_TABLE__: JSON.stringify(table),
      __PAGE_MODULES__: JSON.stringify(JSON.stringify(pageModuleTable(pageModules))),
      __VERSION__: JSON.stringify('eager'),
    },
    outfile: join(outdir, 'eager.js'),
    format: 'esm',
  });
  const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);
  if (!existsSync(join(outdir, 'eager.css'))) writeFileSync(join(outdir, 'eager.css'), '');
  return { js: size(join(outdir, 'eager.js')), css: size(join(outdir, 'eager.css')) };
}
