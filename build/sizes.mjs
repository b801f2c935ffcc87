import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Every file under `dir`, with raw and gzip (level 9) sizes, by path. */
export function measure(root, dir) {
  const files = [];
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(dir);
  return files
    .map((path) => {
      const bytes = readFileSync(path);
      return { file: relative(root, path).split('\\').join('/'), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The files over their `sizeBudget` (package.json), as messages. */
export function overBudget(rows, budgets) {
  const over = [];
  for (const [file, budget] of Object.entries(budgets)) {
    const row = rows.find((r) => r.file === file);
    if (row && row.gzip > budget) over.push(`${file} is ${row.gzip} B gzip (budget ${budget} B)`);
  }
  return over;
}

/** Prints the size table and the loader's headroom under its budget. */
export function printSizes(rows, budgets) {
  const kb = (n) => (n / 1024).toFixed(2).padStart(8) + ' KB';
  const width = Math.max(...rows.map((r) => r.file.length), 4);
  console.log(`\n${'file'.padEnd(width)}  ${'raw'.padStart(11)}  ${'gzip'.padStart(11)}`);
  for (const r of rows) console.log(`${r.file.padEnd(width)}  ${kb(r.raw)}  ${kb(r.gzip)}`);
  const loader = rows.find((r) => r.file === 'dist/loader.js');
  const budget = budgets['dist/loader.js'];
  if (loader && budget) console.log(`\nloader.js: ${loader.gzip} B gzip, budget ${budget} B, headroom ${budget - loader.gzip} B`);
}
