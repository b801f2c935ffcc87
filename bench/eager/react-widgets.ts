/**
 * What the split eager build (bench/eager/build-eager.ts) reads from esbuild's
 * metafile: which widgets are built with React.
 */
import type { Metafile } from 'esbuild';

/** A file of React or react-dom, wherever node_modules lives. */
const REACT_FILE = /(^|\/)node_modules\/(react|react-dom|scheduler)\//;

/**
 * The names of the widgets whose code reaches React through static imports
 * (`widgetFiles`: name → entry file, as the metafile's inputs name it). A
 * widget that reaches it only through an `import()` of its own loads it
 * later by itself, so it counts as without.
 */
export function reactWidgets(metafile: Metafile, widgetFiles: Record<string, string>): string[] {
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
  return Object.entries(widgetFiles)
    .filter(([, file]) => visit(file, new Set()))
    .map(([name]) => name)
    .sort();
}
