import * as esbuild from 'esbuild';
import { sharedOptions } from './plugins.mjs';

/**
 * Builds the loader: a classic IIFE script carrying the compact manifest
 * (build/manifest.mjs) as a string define, so esbuild inlines it instead of
 * making a module of it. Also used by the size test with a synthetic
 * manifest, which is why it takes the manifest and the output path.
 */
export async function buildLoader({ root, manifest, outfile, version }) {
  const shared = sharedOptions(root);
  await esbuild.build({
    ...shared,
    entryPoints: ['loader/index.ts'],
    outfile,
    format: 'iife',
    define: { ...shared.define, __MANIFEST__: JSON.stringify(JSON.stringify(manifest)), __VERSION__: JSON.stringify(version) },
  });
}
