/**
 * The idle core: what the `services` module reaches through static imports
 * (the router, the census, consent, cookies, storage) is what every page
 * loads when the browser is idle. esbuild's code splitting puts each module
 * in a chunk per set of entries reaching it, so that path came as nine small
 * files. esbuild has no "manual chunks"; this plugin gets the same result
 * with groups: each module of a group also imports the group's barrel (a
 * virtual module importing every member), so an entry reaching one member
 * reaches them all, and esbuild puts the whole group in ONE shared chunk.
 * Entries reaching no member (the accordion, the video) stay as lean as
 * before.
 *
 * Two groups, so the cookie banner (which loads at start-up, before idle)
 * does not wait for the census: `consent`, the core's modules the banner
 * also reaches, and `services`, the rest.
 *
 * Order: the added import goes last in each member, and the `services`
 * entry (the build's first entry) imports the barrels first, consent's
 * first. esbuild orders a chunk's modules by a depth-first walk from the
 * entries in order, so each group's members keep their own import order and
 * the cycles the barrels make never change which module's code runs first.
 */
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * The groups of the idle core of `entry` (the `services` module): the
 * members `early` (the cookie banner) also reaches, then the others.
 */
export async function idleCoreGroups(root, { entry, early }, options) {
  const core = await staticGraph(root, entry, options);
  const reachedEarly = new Set(await staticGraph(root, early, options));
  return [
    { name: 'consent', files: core.filter((file) => reachedEarly.has(file)) },
    { name: 'services', files: core.filter((file) => !reachedEarly.has(file)) },
  ];
}

/** The plugin: see the file's comment. `entry` is the `services` module's path. */
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
