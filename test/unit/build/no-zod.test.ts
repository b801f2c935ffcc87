// @vitest-environment node
/**
 * zod's only job is the QA server's request shapes (fixtures/server/api-shapes.ts); the clients
 * import their types only, so no zod code may reach a visitor (docs/qa-server.md#shapes). The
 * marker is shown to find zod in a bundle built as the project builds, so this check can fail.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { sharedOptions } from '../../../build/plugins.mjs';

const root = new URL('../../../', import.meta.url).pathname;
/** What survives minification in any bundle holding zod's schemas: their internals live under `_zod`. */
const ZOD = /\._zod\b/;

describe('no zod code reaches dist/', () => {
  it('the marker finds zod in a bundle built as the project builds', async () => {
    const { outputFiles } = await esbuild.build({
      ...sharedOptions(root),
      stdin: { contents: "import { z } from 'zod'; export const shape = z.object({ a: z.string() });", resolveDir: root, loader: 'ts' },
      format: 'esm',
      outdir: join(root, '.cache/no-zod'),
      write: false,
    });
    expect(outputFiles![0]!.text).toMatch(ZOD);
  });

  it.skipIf(!existsSync(join(root, 'dist/loader.js')))('no file of dist/ holds it (run `npm run build` first)', () => {
    const files = ['loader.js', ...readdirSync(join(root, 'dist/chunks')).map((file) => `chunks/${file}`)].filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => ZOD.test(readFileSync(join(root, 'dist', file), 'utf8')))).toEqual([]);
  });
});
