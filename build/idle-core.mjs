/**
 * The idle core: what the idle start (`src/chrome/idle-start/`) reaches
 * through static imports (the census, consent, cookies, storage, the page
 * modules' start, the Escape stack) is what every page loads when the
 * browser is idle. esbuild's code splitting puts each module in a chunk per
 * set of entries reaching it, so that path came as nine small files.
 * esbuild has no "manual chunks"; this plugin gets the same result with a
 * group: each member also imports the group's barrel (a virtual module
 * importing every member), so an entry reaching one member reaches them
 * all, and esbuild puts the whole group in ONE shared chunk. Entries
 * reaching no member (a few widgets, page modules) stay as lean as before.
 *
 * One group, not one per first user: every page downloads the whole core at
 * idle anyway, so a widget or the cookie banner importing a part of it
 * costs the page no byte, only (for the banner, which loads before idle)
 * the wait for the rest of it; two groups cost every page one request more.
 * build/fold-entry.mjs then makes that chunk the idle start's own file, so
 * a page without blocks loads the loader and one file, and a small shared
 * chunk with state that most of the core's users import joins it
 * ({@link joiningCore}). With build/copy-small.mjs (small stateless chunks
 * copied into their importers) this is the build's chunk rule
 * (docs/behaviour/chunks.md#no-waterfall).
 *
 * Order: the added import goes last in each member, and the idle start's
 * entry (the build's first entry) imports the barrel first. esbuild orders
 * a chunk's modules by a depth-first walk from the entries in order, so the
 * members keep their own import order and the cycles the barrel makes never
 * change which module's code runs first.
 */
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reachedFrom, sourceModules } from './metafile.mjs';

const NAMESPACE = 'idle-group';

/**
 * The source files `entry` reaches through static imports (its own file
 * included), in esbuild's bundle order, found by a pass that writes nothing.
 */
async function staticGraph(root, entry, options) {
  const staticOnly = {
    name: 'static-imports-only',
    setup(build) {
      build.onResolve({ filter: /.*/ }, ({ kind, path }) => (kind === 'dynamic-import' ? { path, external: true } : undefined));
    },
  };
  const result = await esbuild.build({
    ...options,
    plugins: [...options.plugins, staticOnly],
    entryPoints: [join(root, entry)],
    write: false,
    metafile: true,
    splitting: false,
    format: 'esm',
    outdir: join(root, 'dist-core-scan'),
  });
  return Object.keys(result.metafile.inputs)
    .filter((input) => /\.tsx?$/.test(input) && !input.includes('node_modules'))
    .map((input) => join(root, input));
}

/** The groups of the idle core of `entry` (the idle start): one, every module it reaches through static imports. */
export async function idleCoreGroups(root, { entry }, options) {
  return [{ name: 'core', files: await staticGraph(root, entry, options) }];
}

/** The plugin: see the file's comment. `entry` is the idle start's path. */
export function idleCore(root, entry, groups) {
  const entryPath = join(root, entry);
  const groupOf = new Map(groups.flatMap((group) => group.files.map((file) => [file, group.name])));
  const barrel = (name) => `import ${JSON.stringify(`${NAMESPACE}:${name}`)};`;
  return {
    name: 'idle-core',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, ({ path }) => ({ path: path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ path }) => ({
        contents: groups
          .find((group) => group.name === path)
          .files.map((file) => `import ${JSON.stringify(file)};`)
          .join('\n'),
        loader: 'js',
        resolveDir: root,
      }));
      build.onLoad({ filter: /\.tsx?$/ }, ({ path }) => {
        const group = groupOf.get(path);
        if (!group) return undefined;
        const text = readFileSync(path, 'utf8');
        const contents = path === entryPath ? `${groups.map((g) => barrel(g.name)).join('\n')}\n${text}` : `${text}\n${barrel(group)}\n`;
        return { contents, loader: path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * The share of the entries importing the idle core that must also import a
 * small shared chunk with state for it to join the core (see {@link joiningCore}).
 */
const CORE_SHARE = 0.5;

/**
 * From the first run's metafile: the modules that join the idle core in
 * the second run. A shared chunk with state cannot be copied into its
 * importers (build/copy-small.mjs), so however small it stays one more
 * request; it joins the core when it is small (`small(file)`), imports no
 * chunk but the core, every entry importing it imports the core too (so no
 * page downloads the core for it: it costs a page its bytes, never a
 * request) and at least {@link CORE_SHARE} of the core's importing
 * entries import it (so the bytes every page now pays buy a request on
 * most pages that run anything: the catalogue's `t()`, which most widgets
 * and modules with words read, 34 of 64 entries).
 *
 * @param {string} root
 * @param {import('esbuild').Metafile} metafile
 * @param {{ core: string, entries: string[], copied: Set<string>, small: (file: string) => boolean }} rule
 *   `core` the idle start's source path, `entries` the build's entries' source paths,
 *   `copied` the modules copied into their importers (absolute paths)
 * @returns {string[]} absolute paths
 */
export function joiningCore(root, metafile, { core, entries, copied, small }) {
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const coreFile = outputs.find(([, o]) => !o.entryPoint && Object.keys(o.inputs).includes(core))?.[0];
  const entryFiles = outputs.filter(([, o]) => entries.includes(o.entryPoint)).map(([file]) => [file, reachedFrom(metafile, file)]);
  const coreUsers = entryFiles.filter(([, reached]) => reached.has(coreFile)).length;
  return outputs
    .filter(([file, o]) => !o.entryPoint && file !== coreFile && !/react-vendor/.test(file) && small(file))
    .filter(([, o]) => o.imports.every((i) => i.kind !== 'import-statement' || i.path === coreFile))
    .filter(([file]) => {
      const users = entryFiles.filter(([, reached]) => reached.has(file));
      return users.every(([, reached]) => reached.has(coreFile)) && users.length >= CORE_SHARE * coreUsers;
    })
    .flatMap(([, o]) => sourceModules(o))
    .map((input) => join(root, input))
    .filter((file) => !copied.has(file));
}
