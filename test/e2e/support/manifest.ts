import { readFileSync } from 'node:fs';

/** dist/manifest.json, as the build wrote it (which file holds React, which chunk each block uses). */
export function builtManifest(): {
  blocks: Record<string, string[]>;
  modules: Record<string, string[]>;
  shared: { react?: string };
  markupImports: [string, string, string][];
} {
  return JSON.parse(readFileSync(new URL('../../../dist/manifest.json', import.meta.url), 'utf8'));
}

/**
 * The chunk files (names in dist/chunks/) a module's entry loads through
 * static imports, its own file included: what arrives with it in one go
 * (for `idle-start`: the idle core, one file).
 */
export function staticChunksOf(module: string): Set<string> {
  const dir = new URL('../../../dist/chunks/', import.meta.url);
  const files = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(new URL(file, dir), 'utf8').matchAll(/import\s*(?:[^;(]*?from\s*)?"\.\/([^"]+\.js)"/g)) visit(match[1]!);
  };
  visit(builtManifest().modules[module]![0]!.split('/').pop()!);
  return files;
}

/**
 * The chunk files a built file imports with `import()`, in order: its lazy
 * imports, not the `import(…).catch(…)` calls the build puts beside each to
 * start that chunk's own imports with it (build/dynamic-deps.mjs).
 */
export function lazyImportsIn(js: string): string[] {
  return [...js.matchAll(/import\("\.\/([^"]+\.js)"\)(?!\.catch\(\(\)=>\{\}\))/g)].map((match) => match[1]!);
}

/**
 * The chunk files (names in dist/chunks/) the blocks runtime asks for with a
 * block of `type` whose markup has a match for `selector` (build/markup-imports.mjs).
 */
export function markupChunks(type: string, selector: string): string[] {
  const row = builtManifest().markupImports.find(([name, wanted]) => name === type && wanted === selector);
  if (!row) throw new Error(`the build has no markup import for ${type} ${selector}`);
  return row[2].split(',').map((dep) => `${dep.includes('-') ? dep : `chunk-${dep}`}.js`);
}
