/**
 * A block table as the build writes it (build/manifest.mjs `blockTable` and
 * `loaderManifest`): `name[:n,n][/d,d]`, space-separated: each block type's
 * name, its `data-block-type` numbers (and controller names), then the
 * chunks its widget imports. The loader's table and the blocks runtime's are
 * one format and read by this one function; they differ only in how a chunk
 * is written, which `file` turns into its file name (without `.js`). The
 * blocks runtime's holds only what the loader's lacks: {@link joinTables}
 * makes the whole table of the two.
 */
export interface BlockTable {
  /** Block type name → the chunk files its widget imports. Maps: page input like "constructor" finds nothing. */
  files: Map<string, string[]>;
  /** A `data-block-type` number (or controller name) → its block type's name. */
  numbers: Map<string, string>;
  /** The chunks widgets import for some markup: `[type, selector, chunk files]` (build/markup-imports.mjs). */
  markup?: [string, string, string[]][];
}

/** Reads a block table; `file` names the chunk file a dependency token stands for. */
export function readBlockTable(table: string, file: (dep: string) => string): BlockTable {
  const files = new Map<string, string[]>();
  const numbers = new Map<string, string>();
  for (const row of table.split(' ')) {
    const [token = '', deps] = row.split('/');
    const [name = '', list] = token.split(':');
    if (!name) continue;
    files.set(name, deps ? deps.split(',').map(file) : []);
    list?.split(',').forEach((n) => numbers.set(n, name));
  }
  return { files, numbers };
}

/**
 * The whole block table: the loader's (handed over with the blocks runtime) and
 * what the runtime's own adds, its numbers and chunks after the loader's for
 * each type. Neither table is changed.
 */
export function joinTables(loader: BlockTable, own: BlockTable): BlockTable {
  const files = new Map(loader.files);
  for (const [name, more] of own.files) files.set(name, [...(loader.files.get(name) ?? []), ...more]);
  return { files, numbers: new Map([...loader.numbers, ...own.numbers]) };
}
