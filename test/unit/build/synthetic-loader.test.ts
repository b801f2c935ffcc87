// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { buildLoader } from '../../../build/loader.mjs';
// @ts-expect-error: as above
import { blockTable, loaderManifest } from '../../../build/manifest.mjs';
// @ts-expect-error: as above
import { buildBlocksRuntime } from '../../../build/blocks-runtime.mjs';
import { syntheticManifestInput } from './synthetic-manifest.ts';

const root = new URL('../../../', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const out = mkdtempSync(join(tmpdir(), 'synthetic-loader-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the loader with a platform much larger than today (80 block types, 40 page modules)', () => {
  // 4,424 B: 4,096 until one request per chunk (the loader keeps each preload's outcome), a
  // chunk folder no <base> in the body can move, banner images outside blocks asked for at
  // the first view (loader/page-images.ts), and the widgets of the 7.1 sections at the top of
  // a page asked for with the blocks runtime (block.json `firstView`, loader/first-view.ts),
  // all of which run at start-up; then 8 B to hand the loader's block table to the blocks
  // runtime, whose own table no longer repeats it (323 B less there, on every page with a block).
  it(`stays within its hard limit of 4,424 B gzip and within the build's budget (${pkg.sizeBudget['dist/loader.js']} B)`, async () => {
    const outfile = join(out, 'loader.js');
    await buildLoader({ root, manifest: loaderManifest(syntheticManifestInput()), outfile, version: pkg.version });
    const gzip = gzipSync(readFileSync(outfile), { level: 9 }).length;
    expect(gzip).toBeLessThanOrEqual(4424);
    expect(gzip).toBeLessThanOrEqual(pkg.sizeBudget['dist/loader.js']);
  });
});

describe('the blocks runtime with 80 block types', () => {
  it(`carries the block table within its budget (${pkg.sizeBudget['chunks/site-blocks (80 block types)']} B gzip)`, async () => {
    const input = syntheticManifestInput();
    // As the build writes it: what the loader's table lacks.
    const metafile = await buildBlocksRuntime({ root, table: blockTable(input.blocks, loaderManifest(input)), outdir: out });
    const file = Object.keys(metafile.outputs).find((f) => f.endsWith('.js'))!;
    const gzip = gzipSync(readFileSync(join(root, file)), { level: 9 }).length;
    expect(gzip).toBeLessThanOrEqual(pkg.sizeBudget['chunks/site-blocks (80 block types)']);
  });
});
