/**
 * The build: widget chunks (ESM, split, content-hashed), then the loader
 * (a classic IIFE script carrying the manifest), then the size table, the
 * size budget check and the block-schema reference.
 *
 *   node build.mjs            build and print the size table
 *   node build.mjs --quiet    build, print only problems
 */
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const root = dirname(fileURLToPath(import.meta.url));
// Built into a fresh folder and swapped in at the end, so a failed build
// leaves the last good dist/ in place for a running server or test.
const finalDist = join(root, 'dist');
const dist = join(root, 'dist-next');
const quiet = process.argv.includes('--quiet');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Folders holding an index.ts, each one entry named after its folder. */
function entriesIn(folder, prefix = '') {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path)
    .filter((name) => existsSync(join(path, name, 'index.ts')))
    .map((name) => ({ name, in: join(folder, name, 'index.ts'), out: prefix + name }));
}

const blocks = entriesIn('widgets');
const modules = entriesIn('src/chrome', 'site-');
/** The React packages widgets may import; all of them resolve to the one vendor file. */
const REACT_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

/**
 * tiny-emitter ships CommonJS only. Read as CJS, esbuild wraps it in interop
 * helpers (~400 B in the loader); its source is plain enough to read as ESM.
 */
const tinyEmitterAsEsm = {
  name: 'tiny-emitter-esm',
  setup(build) {
    build.onLoad({ filter: /tiny-emitter[\\/]index\.js$/ }, ({ path }) => ({
      contents: readFileSync(path, 'utf8').replace(/module\.exports = E;\s*module\.exports\.TinyEmitter = E;/, 'export { E as TinyEmitter };'),
      loader: 'js',
    }));
  },
};

/**
 * `import css from './x.css?raw'`: the stylesheet as a string, minified,
 * for site chrome that adopts its styles through the CSSOM (no `<style>`
 * element, so a strict CSP holds) instead of loading one more file before
 * it can show. Vitest reads the same import natively, unminified.
 */
const cssAsText = {
  name: 'css-as-text',
  setup(build) {
    build.onResolve({ filter: /\.css\?raw$/ }, ({ path, resolveDir }) => ({ path: join(resolveDir, path.slice(0, -'?raw'.length)), namespace: 'css-text' }));
    build.onLoad({ filter: /.*/, namespace: 'css-text' }, async ({ path }) => {
      const { code } = await esbuild.transform(readFileSync(path, 'utf8'), { loader: 'css', minify: true, legalComments: 'none' });
      return { contents: code.trim(), loader: 'text', watchFiles: [path] };
    });
  },
};

const shared = {
  plugins: [tinyEmitterAsEsm, cssAsText],
  bundle: true,
  minify: true,
  legalComments: 'none',
  target: 'es2022',
  logLevel: 'warning',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  absWorkingDir: root,
};

const reactFile = await buildReactVendor();

/**
 * Widgets' React imports point at the vendor file, outside this build: so
 * React is one file whatever imports it, and, with no CommonJS left in this
 * build, no chunk pays for esbuild's CommonJS interop helpers.
 */
const reactAsVendor = {
  name: 'react-as-vendor',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, ({ path }) => {
      if (!REACT_MODULES.includes(path)) throw new Error(`unexpected React import "${path}": add it to REACT_MODULES`);
      return { path: `./${reactFile}`, external: true };
    });
  },
};

const chunks = await esbuild.build({
  ...shared,
  plugins: [...shared.plugins, reactAsVendor],
  entryPoints: [...blocks, ...modules].map(({ in: input, out }) => ({ in: input, out })),
  outdir: join(dist, 'chunks'),
  format: 'esm',
  splitting: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  metafile: true,
});

/**
 * The chunk files of one entry, renamed to one hash over the JS and its CSS
 * (`accordion-ABCD2345.js` + `accordion-ABCD2345.css`), so the loader carries
 * one hash per entry instead of two. Safe because entries are only ever
 * imported by the loader, never by another chunk.
 */
function filesOf(entry) {
  const [out, meta] = Object.entries(chunks.metafile.outputs).find(([, m]) => m.entryPoint === entry.in) ?? [];
  if (!out) throw new Error(`no output for ${entry.in}`);
  const js = join(root, out);
  const css = meta.cssBundle && join(root, meta.cssBundle);
  const digest = createHash('sha256').update(readFileSync(js));
  if (css) digest.update(readFileSync(css));
  const hash = toBase32(digest.digest()).slice(0, 8);
  const name = `${entry.out}-${hash}`;
  renameSync(js, join(dist, 'chunks', `${name}.js`));
  if (css) renameSync(css, join(dist, 'chunks', `${name}.css`));
  return [`chunks/${name}.js`, ...(css ? [`chunks/${name}.css`] : [])];
}

/** RFC 4648 base32 (A-Z, 2-7), the alphabet esbuild's own hashes use. */
function toBase32(bytes) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/**
 * Builds chunks/react-vendor-HASH.js: React, its JSX runtime and react-dom as
 * one ES module whose named exports are read from the packages themselves
 * (CommonJS gives esbuild no static names to re-export). Returns its file name.
 */
async function buildReactVendor() {
  const require = createRequire(import.meta.url);
  const seen = new Set();
  const lines = [];
  REACT_MODULES.forEach((name, i) => {
    const names = Object.keys(require(name)).filter((key) => !key.startsWith('__') && key !== 'default' && !seen.has(key));
    names.forEach((key) => seen.add(key));
    lines.push(`import * as m${i} from '${name}';`, `export const { ${names.join(', ')} } = m${i};`);
  });
  const result = await esbuild.build({
    ...shared,
    stdin: { contents: lines.join('\n'), resolveDir: root, sourcefile: 'react-vendor.js' },
    outdir: join(dist, 'chunks'),
    entryNames: 'react-vendor-[hash]',
    format: 'esm',
    metafile: true,
  });
  return Object.keys(result.metafile.outputs)[0].split('/').pop();
}

/** The output file that holds a package's code (to name the React chunk in the manifest). */
function chunkHolding(packagePath) {
  const found = Object.entries(chunks.metafile.outputs).find(
    ([file, meta]) => file.endsWith('.js') && Object.keys(meta.inputs).some((input) => input.includes(packagePath)),
  );
  return found && relative(dist, join(root, found[0])).split('\\').join('/');
}

// The block-type numbers come from the one enumeration in src/.
const enumModule = await importTs('src/enums/block-type.ts');
// Only numbers whose type has a widget: the loader pays bytes for each, and a
// platform block with no widget is left alone anyway.
const numbers = {};
for (const [name, nums] of Object.entries(enumModule.BLOCK_TYPE_NAME_NUMBERS)) {
  if (blocks.some((b) => b.name === name)) for (const n of nums) numbers[n] = name;
}

const fullManifest = {
  blocks: Object.fromEntries(blocks.map((b) => [b.name, filesOf(b)])),
  modules: Object.fromEntries(modules.map((m) => [m.name, filesOf(m)])),
  numbers,
  shared: { react: `chunks/${reactFile}`, zod: chunkHolding('node_modules/zod/') },
};
writeFileSync(join(dist, 'manifest.json'), JSON.stringify(fullManifest, null, 2));

// The loader's copy is compacted (see loader/manifest.ts): it pays for every entry.
const compact = (files) => files[0].slice(-11, -3) + (files[1] ? '+' : '');
const manifest = {
  blocks: Object.fromEntries(Object.entries(fullManifest.blocks).map(([k, v]) => [k, compact(v)])),
  modules: Object.fromEntries(Object.entries(fullManifest.modules).map(([k, v]) => [k, compact(v)])),
  numbers,
};

await esbuild.build({
  ...shared,
  entryPoints: ['loader/index.ts'],
  outfile: join(dist, 'loader.js'),
  format: 'iife',
  define: { ...shared.define, __MANIFEST__: JSON.stringify(JSON.stringify(manifest)), __VERSION__: JSON.stringify(pkg.version) },
});

await writeSchemaReference();
rmSync(finalDist, { recursive: true, force: true });
renameSync(dist, finalDist);
const overBudget = printSizes();
if (overBudget.length) {
  console.error(`size budget exceeded: ${overBudget.join(', ')}`);
  process.exitCode = 1;
}

/** Bundles a TypeScript module for node and imports it (build-time only). */
async function importTs(file) {
  const outfile = join(root, 'node_modules/.cache/build', file.replace(/[\\/]/g, '_') + '.mjs');
  await esbuild.build({ entryPoints: [join(root, file)], outfile, bundle: true, format: 'esm', platform: 'node', logLevel: 'error' });
  return import(pathToFileURL(outfile).href + '?t=' + Date.now());
}

/**
 * docs/block-schemas.md, generated from each widget's zod schema
 * (widgets/NAME/schema.ts exporting `schema` and optionally `summary`), so the
 * reference can never drift from what the widgets accept.
 */
async function writeSchemaReference() {
  const lines = [
    '# Block data reference',
    '',
    'Generated by `npm run build` from each widget\'s zod schema (`widgets/NAME/schema.ts`). Do not edit by hand.',
    '',
    'Block data is JSON in `data-block-json` (or a child `<script type="application/json" data-block-json>`).',
    'Unknown fields are ignored. A value that fails its schema puts the block in `error` and the console names the field.',
    '',
  ];
  for (const block of blocks) {
    const schemaFile = join('widgets', block.name, 'schema.ts');
    lines.push(`## \`${block.name}\``, '');
    if (!existsSync(join(root, schemaFile))) {
      lines.push('No JSON data: this block reads its server markup only.', '');
      continue;
    }
    const mod = await importTs(schemaFile);
    if (mod.summary) lines.push(mod.summary, '');
    if (!mod.schema) {
      lines.push('No JSON data: this block reads its server markup only.', '');
      continue;
    }
    const { toJSONSchema } = await import('zod/mini');
    const json = toJSONSchema(mod.schema, { unrepresentable: 'any', io: 'input' });
    lines.push('| field | type | required | default | description |', '|---|---|---|---|---|');
    describeFields(json, '', lines);
    lines.push('');
  }
  mkdirSync(join(root, 'docs'), { recursive: true });
  writeFileSync(join(root, 'docs/block-schemas.md'), lines.join('\n'));
}

function typeName(s) {
  if (!s) return 'any';
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.anyOf) return s.anyOf.map(typeName).join(' \\| ');
  if (s.type === 'array') return `${typeName(s.items)}[]`;
  return Array.isArray(s.type) ? s.type.join(' \\| ') : (s.type ?? 'any');
}

function describeFields(s, prefix, lines) {
  const required = new Set(s.required ?? []);
  for (const [key, prop] of Object.entries(s.properties ?? {})) {
    const path = prefix + key;
    const def = prop.default === undefined ? '' : `\`${JSON.stringify(prop.default)}\``;
    lines.push(`| \`${path}\` | ${typeName(prop)} | ${required.has(key) ? 'yes' : ''} | ${def} | ${(prop.description ?? '').replace(/\|/g, '\\|')} |`);
    if (prop.type === 'object') describeFields(prop, path + '.', lines);
    if (prop.type === 'array' && prop.items?.type === 'object') describeFields(prop.items, path + '[].', lines);
  }
}

/** Prints every output file with raw and gzip (level 9) sizes; returns the files over budget. */
function printSizes() {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(finalDist);
  const rows = files
    .map((path) => {
      const bytes = readFileSync(path);
      return { file: relative(root, path), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
  const over = [];
  for (const [file, budget] of Object.entries(pkg.sizeBudget ?? {})) {
    const row = rows.find((r) => r.file === file);
    if (row && row.gzip > budget) over.push(`${file} is ${row.gzip} B gzip (budget ${budget} B)`);
  }
  if (!quiet) {
    const kb = (n) => (n / 1024).toFixed(2).padStart(8) + ' KB';
    const width = Math.max(...rows.map((r) => r.file.length), 4);
    console.log(`\n${'file'.padEnd(width)}  ${'raw'.padStart(11)}  ${'gzip'.padStart(11)}`);
    for (const r of rows) console.log(`${r.file.padEnd(width)}  ${kb(r.raw)}  ${kb(r.gzip)}`);
    const loader = rows.find((r) => r.file === 'dist/loader.js');
    if (loader) console.log(`\nloader.js: ${loader.gzip} B gzip (budget ${pkg.sizeBudget['dist/loader.js']} B)`);
  }
  return over;
}
