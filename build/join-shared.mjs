/**
 * The copy rule's exception (build/copy-small.mjs): a small stateless shared
 * chunk whose every importer also imports one larger shared chunk joins
 * that chunk instead of being copied. The block-data readers'
 * `useBlockData` and `readBlock` were copied into each of the 28 widgets
 * reading block data, all of which import the field readers' chunk: a page
 * with three such widgets downloaded them three times, where in the field
 * readers' chunk it downloads them once (docs/behaviour/chunks.md#joined).
 *
 * esbuild puts each module in one chunk per set of entries reaching it, so
 * a module joins a chunk by being reached by exactly that chunk's entries:
 * each entry that reaches the chunk and not the module imports the module
 * (an import added at the top of the entry's source). What it brings keeps
 * no state (it was to be copied) and imports only what the chunk's entries
 * load already, so an entry runs the same code as before, plus a few
 * declarations.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reachedFrom, sourceModules } from './metafile.mjs';

/** The share of a chunk's entries that must import a small chunk for it to join (the others download its bytes for nothing). */
const JOIN_SHARE = 0.9;

/** The source modules of an output (absolute paths). */
const modulesOf = (root, output) => sourceModules(output).map((input) => join(root, input));

/**
 * From the first run's metafile: which entries import which modules, so that
 * each small chunk's copied modules ({@link copied}) join the shared chunk
 * every one of their entries reaches, when that chunk is not copied itself
 * (`kept(file)`) and at least {@link JOIN_SHARE} of its entries reach the
 * small chunk. The idle core (`core`, every page's) and the React file are
 * never joined: a page would pay for a helper it never runs.
 *
 * @param {string} root
 * @param {import('esbuild').Metafile} metafile
 * @param {{ copied: Set<string>, kept: (file: string) => boolean, core: string }} rule
 *   `copied` the modules copied into their importers (absolute paths),
 *   `kept` whether a shared output stays one shared chunk, `core` the idle start's source path
 * @returns {{ joined: Set<string>, imports: Map<string, string[]> }} the modules that join (absolute paths),
 *   and the modules each entry (its source path, as the metafile names it) imports for them
 */
export function joiningShared(root, metafile, { copied, kept, core }) {
  const reach = new Map(Object.keys(metafile.outputs).map((file) => [file, reachedFrom(metafile, file)]));
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const entries = outputs.filter(([, o]) => o.entryPoint);
  const entriesOf = (file) => entries.filter(([entry]) => reach.get(entry).has(file)).map(([, o]) => o.entryPoint);
  const copiedWhole = (file) => modulesOf(root, metafile.outputs[file]).every((module) => copied.has(module));
  const reachedBy = (entryPoint) => reach.get(entries.find(([, o]) => o.entryPoint === entryPoint)[0]);
  const shared = outputs.filter(([file, o]) => !o.entryPoint && !/react-vendor/.test(file) && !Object.keys(o.inputs).includes(core));
  const targets = shared.filter(([file]) => kept(file)).map(([file]) => ({ file, entries: entriesOf(file) }));
  const joined = new Set();
  const imports = new Map();
  for (const [file, output] of shared) {
    const modules = modulesOf(root, output).filter((module) => copied.has(module));
    if (!modules.length) continue;
    const users = entriesOf(file);
    const share = (target) => users.length / target.entries.length;
    // What the small chunk imports, its joining modules bring to every entry of the target: only what
    // those entries reach already (or copies, which come along), else a page would download more files.
    const brought = (target) =>
      output.imports.every(
        ({ path, kind }) => kind !== 'import-statement' || path === target.file || copiedWhole(path) || target.entries.every((e) => reachedBy(e).has(path)),
      );
    const target = targets
      .filter((t) => users.every((user) => t.entries.includes(user)) && share(t) >= JOIN_SHARE && brought(t))
      .sort((a, b) => share(b) - share(a))[0];
    if (!target) continue;
    for (const module of modules) joined.add(module);
    for (const entry of target.entries.filter((e) => !users.includes(e))) imports.set(entry, [...(imports.get(entry) ?? []), ...modules]);
  }
  return { joined, imports };
}

/**
 * The second run's plugin: each entry in `imports` (by source path relative
 * to `root`) imports its modules first, so they are reached by the chunk's
 * entries and land in it (see the file's comment).
 */
export function joinedIntoShared(root, imports) {
  const byPath = new Map([...imports].map(([entry, modules]) => [join(root, entry), modules]));
  return {
    name: 'joined-into-shared',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, ({ path }) => {
        const modules = byPath.get(path);
        if (!modules) return undefined;
        const added = modules.map((module) => `import ${JSON.stringify(module)};`).join('\n');
        return { contents: `${added}\n${readFileSync(path, 'utf8')}`, loader: path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
