#!/usr/bin/env node
/**
 * Gives every relative import its `.ts`/`.tsx` suffix (`'./bus'` → `'./bus.ts'`, a folder
 * `'../catalogue'` → `'../catalogue/index.ts'`), so there is one import style and a reader (or
 * node's own type stripping) finds the file without a resolver's guesses. Covers static
 * imports, `export … from`, side-effect imports, `import()` and `vi.mock()`/`vi.importActual()`.
 * Idempotent: a specifier with any extension is left alone.
 *
 *   node tools/add-import-suffix.mjs          rewrite in place, print each file changed
 *   node tools/add-import-suffix.mjs --check  rewrite nothing; exit 1 listing what would change
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where imports are rewritten. */
export const ROOTS = ['loader', 'src', 'widgets', 'modules', 'fixtures', 'test', 'bench'];

const SOURCE = /\.(ts|tsx|mts)$/;

/** `from '…'`, `import '…'`, `import('…')`, `vi.mock('…')`, `vi.importActual('…')`. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*|\bvi\.(?:mock|doMock|importActual)\s*\(\s*)(['"])(\.{1,2}\/[^'"?]*?)(\?[^'"]*)?\2/g;

/** The suffixed specifier for `spec` imported from `fromFile`, or undefined to leave it. */
export function suffixed(spec, fromFile) {
  if (/\.[a-z]+$/i.test(posix.basename(spec))) return undefined;
  const base = join(dirname(fromFile), spec);
  for (const ending of ['.ts', '.tsx', '/index.ts', '/index.tsx']) {
    if (existsSync(base + ending) && statSync(base + ending).isFile()) return spec.replace(/\/$/, '') + ending;
  }
  return undefined;
}

/** Rewrites the relative specifiers of one file's text. */
export function rewrite(text, fromFile) {
  return text.replace(SPECIFIER, (whole, lead, quote, spec, query = '') => {
    const next = suffixed(spec, fromFile);
    return next ? `${lead}${quote}${next}${query}${quote}` : whole;
  });
}

/** Every source file under the roots (and *.ts at the top). */
export function filesToScan(root = ROOT) {
  const out = [];
  const walk = (path) => {
    const stat = statSync(join(root, path), { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      if (/(^|\/)(node_modules|dist)$/.test(path)) return;
      for (const name of readdirSync(join(root, path))) walk(`${path}/${name}`);
    } else if (SOURCE.test(path) && !path.endsWith('.d.ts')) {
      out.push(path);
    }
  };
  for (const entry of ROOTS) walk(entry);
  for (const name of readdirSync(root)) if (SOURCE.test(name)) out.push(name);
  return out.sort();
}

function main() {
  const check = process.argv.includes('--check');
  const changed = [];
  for (const path of filesToScan()) {
    const full = join(ROOT, path);
    const before = readFileSync(full, 'utf8');
    const after = rewrite(before, full);
    if (after === before) continue;
    changed.push(path);
    if (!check) writeFileSync(full, after);
  }
  for (const path of changed) console.log(`${check ? 'would suffix' : 'suffixed'} ${path}`);
  if (check && changed.length > 0) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
