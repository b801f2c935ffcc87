import * as esbuild from 'esbuild';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Bundles a TypeScript module for node and imports it (build-time only). */
export async function importTs(root, file) {
  const outfile = join(root, 'node_modules/.cache/build', file.replace(/[\\/]/g, '_') + '.mjs');
  await esbuild.build({ entryPoints: [join(root, file)], outfile, bundle: true, format: 'esm', platform: 'node', logLevel: 'error' });
  return import(pathToFileURL(outfile).href + '?t=' + Date.now());
}
