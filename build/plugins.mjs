/**
 * esbuild plugins the build shares between the chunk build and the loader
 * build.
 */
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

/** The React packages widgets may import; all of them resolve to the one vendor file. */
export const REACT_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

const DECLARATION = /([\\/]widgets[\\/][\w-]+[\\/]data|[\\/]src[\\/]forms[\\/]fields)\.ts$/;

/** A source file's text as the build reads it: a declaration without its descriptions. */
export function sourceText(path) {
  const text = readFileSync(path, 'utf8');
  return DECLARATION.test(path) ? text.replace(/\bdescription:\s*(['"])(?:\\.|(?!\1)[^\\\n])*\1,? ?/g, '') : text;
}

/**
 * Block data declarations (docs/behaviour/blocks.md#block-data-declaration) carry
 * each field's description for docs/block-schemas.md and `check`; the
 * browser never shows them, so the bundle drops their text (the first view
 * stays within its budget). Only `description: '…'` literals in the
 * declaration files, on the key's line or the next (where the formatter puts
 * a long one): what reads the data is left as it is.
 */
const declarationDescriptionsDropped = {
  name: 'declaration-descriptions-dropped',
  setup(build) {
    build.onLoad({ filter: DECLARATION }, ({ path }) => ({ contents: sourceText(path), loader: 'ts' }));
  },
};

/**
 * `import css from './x.css?raw'`: the stylesheet as a string, minified,
 * for site chrome that adopts its styles through the CSSOM (no `<style>`
 * element, so a strict CSP holds) instead of loading one more file before
 * it can show. Vitest reads the same import natively, unminified.
 *
 * The path is kept relative to the project root: esbuild hashes a plugin
 * namespace's paths as they are, so an absolute one would make the chunk
 * names depend on where the checkout lives (a build must be reproducible).
 */
function cssAsText(root) {
  return {
    name: 'css-as-text',
    setup(build) {
      build.onResolve({ filter: /\.css\?raw$/ }, ({ path, resolveDir }) => ({
        path: relative(root, join(resolveDir, path.slice(0, -'?raw'.length)))
          .split('\\')
          .join('/'),
        namespace: 'css-text',
      }));
      build.onLoad({ filter: /.*/, namespace: 'css-text' }, async ({ path }) => {
        const file = join(root, path);
        const { code } = await esbuild.transform(readFileSync(file, 'utf8'), { loader: 'css', minify: true, legalComments: 'none' });
        return { contents: code.trim(), loader: 'text', watchFiles: [file] };
      });
    },
  };
}

/**
 * `import './x.css'` in a widget or module: the stylesheet travels inside
 * the JavaScript chunk and is adopted through the CSSOM when the chunk runs
 * (`adoptSheet`, src/dom/adopt-sheet.ts), instead of being a
 * file of its own: one request a widget instead of two, under a strict CSP
 * too (no `<style>` element). Adopted sheets come after the document's own
 * stylesheets in the cascade, as the `<link>` the loader appended to
 * `<head>` did (docs/behaviour/chunks.md#no-waterfall). Paths stay relative to the
 * project root, so chunk names do not depend on the checkout's place.
 */
export function cssAdopted(root) {
  const adopter = join(root, 'src/dom/adopt-sheet.ts');
  return {
    name: 'css-adopted',
    setup(build) {
      build.onResolve({ filter: /\.css$/ }, ({ path, resolveDir, kind }) =>
        kind === 'import-statement' ? { path: relative(root, join(resolveDir, path)).split('\\').join('/'), namespace: 'css-adopted' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'css-adopted' }, async ({ path }) => {
        const file = join(root, path);
        const { code } = await esbuild.transform(readFileSync(file, 'utf8'), { loader: 'css', minify: true, legalComments: 'none' });
        // Named by its file ('video' for widgets/video/video.css) in the one warning adoptSheet gives: its path would ride in every chunk.
        const name = basename(path, '.css');
        const contents = `import { adoptSheet } from ${JSON.stringify(adopter)};\nadoptSheet(${JSON.stringify(name)}, ${JSON.stringify(code.trim())});\n`;
        return { contents, loader: 'js', resolveDir: root, watchFiles: [file] };
      });
    },
  };
}

/**
 * Widgets' React imports point at the vendor file, outside the chunk build:
 * so React is one file whatever imports it, and, with no CommonJS left in
 * that build, no chunk pays for esbuild's CommonJS interop helpers.
 */
export function reactAsVendor(reactFile) {
  return {
    name: 'react-as-vendor',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, ({ path }) => {
        if (!REACT_MODULES.includes(path)) throw new Error(`unexpected React import "${path}": add it to REACT_MODULES`);
        return { path: `./${reactFile}`, external: true };
      });
    },
  };
}

/** The options every esbuild call of the build shares. */
export function sharedOptions(root) {
  return {
    plugins: [cssAsText(root), declarationDescriptionsDropped],
    bundle: true,
    minify: true,
    legalComments: 'none',
    target: 'es2022',
    logLevel: 'warning',
    jsx: 'automatic',
    // Images ship as files beside their chunk (a data: URL breaks a strict CSP); the import is the file's path.
    loader: { '.svg': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    absWorkingDir: root,
  };
}
