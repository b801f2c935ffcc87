/**
 * What the split eager build (bench/eager/build-eager.ts) reads from esbuild's
 * metafile: the `import()`s that bring React.
 */
import type { Metafile } from 'esbuild';

/** A file of React or react-dom, wherever node_modules lives. */
const REACT_FILE = /(^|\/)node_modules\/(react|react-dom|scheduler)\//;

/**
 * The files the code loads with `import()` whose static imports reach React,
 * as the metafile's inputs name them, sorted. A bundle without splitting
 * inlines every `import()`, React's with the rest: these are the ones the
 * split build keeps for later.
 */
export function reactImports(metafile: Metafile): string[] {
  const reaches = new Map<string, boolean>();
  const visit = (path: string, seen: Set<string>): boolean => {
    const known = reaches.get(path);
    if (known !== undefined) return known;
    if (REACT_FILE.test(path)) return true;
    if (seen.has(path)) return false;
    seen.add(path);
    const imports = metafile.inputs[path]?.imports ?? [];
    const found = imports.some((i) => !i.external && (i.kind === 'import-statement' || i.kind === 'require-call') && visit(i.path, seen));
    // Only a positive is final: a negative found while a cycle was open may be incomplete.
    if (found) reaches.set(path, true);
    return found;
  };
  const targets = Object.entries(metafile.inputs)
    .filter(([importer]) => !importer.includes('node_modules'))
    .flatMap(([, input]) => input.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => i.path));
  return [...new Set(targets)].filter((path) => visit(path, new Set())).sort();
}
