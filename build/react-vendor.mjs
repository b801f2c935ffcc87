import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REACT_MODULES, sharedOptions } from './plugins.mjs';

/**
 * Builds chunks/react-vendor-HASH.js: React, its JSX runtime and react-dom as
 * one ES module whose named exports are read from the packages themselves
 * (CommonJS gives esbuild no static names to re-export). Returns its file name.
 */
export async function buildReactVendor(root, dist) {
  const require = createRequire(join(root, 'package.json'));
  const seen = new Set();
  const lines = [];
  REACT_MODULES.forEach((name, i) => {
    const names = Object.keys(require(name)).filter((key) => !key.startsWith('__') && key !== 'default' && !seen.has(key));
    names.forEach((key) => seen.add(key));
    lines.push(`import * as m${i} from '${name}';`, `export const { ${names.join(', ')} } = m${i};`);
  });
  const result = await esbuild.build({
    ...sharedOptions(root),
    stdin: { contents: lines.join('\n'), resolveDir: root, sourcefile: 'react-vendor.js' },
    outdir: join(dist, 'chunks'),
    entryNames: 'react-vendor-[hash]',
    format: 'esm',
    metafile: true,
  });
  return Object.keys(result.metafile.outputs)[0].split('/').pop();
}
