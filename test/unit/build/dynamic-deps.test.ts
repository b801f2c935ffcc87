// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { preloadDynamicDeps, warmFiles } from '../../../build/dynamic-deps.mjs';

const root = mkdtempSync(join(tmpdir(), 'dynamic-deps-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Output = { bytes: number; imports: { path: string; kind: string }[]; inputs: object };

/** A written build: each file's text and its imports, `s:` static and `d:` dynamic, by chunk name. */
function written(files: Record<string, [string, string[]]>) {
  mkdirSync(join(root, 'dist/chunks'), { recursive: true });
  const outputs: Record<string, Output> = {};
  for (const [name, [js, imports]] of Object.entries(files)) {
    writeFileSync(join(root, 'dist/chunks', name), js);
    outputs[`dist/chunks/${name}`] = {
      bytes: Buffer.byteLength(js),
      imports: imports.map((i) => ({ path: `dist/chunks/${i.slice(2)}`, kind: i.startsWith('d:') ? 'dynamic-import' : 'import-statement' })),
      inputs: {},
    };
  }
  return { outputs, inputs: {} };
}

const read = (name: string) => readFileSync(join(root, 'dist/chunks', name), 'utf8');

describe('a dynamic import starts its chunk’s imports (build/dynamic-deps.mjs)', () => {
  it('asks for what the chunk imports, all levels, in the same moment, less what the importer has', () => {
    const metafile = written({
      'image-A.js': ['import"./chunk-CORE.js";const w=()=>import("./chunk-WIRE.js");w();', ['s:chunk-CORE.js', 'd:chunk-WIRE.js']],
      'chunk-WIRE.js': ['import"./chunk-OPEN.js";import"./chunk-CORE.js";', ['s:chunk-OPEN.js', 's:chunk-CORE.js']],
      'chunk-OPEN.js': ['import"./chunk-DEEP.js";', ['s:chunk-DEEP.js']],
      'chunk-DEEP.js': ['', []],
      'chunk-CORE.js': ['', []],
    });
    expect(warmFiles(metafile, 'dist/chunks/image-A.js', 'dist/chunks/chunk-WIRE.js')).toEqual(['chunk-OPEN', 'chunk-DEEP']);
    expect(preloadDynamicDeps(root, metafile)).toBe(1);
    const js =
      'import"./chunk-CORE.js";const w=()=>(import("./chunk-OPEN.js").catch(()=>{}),import("./chunk-DEEP.js").catch(()=>{}),import("./chunk-WIRE.js"));w();';
    expect(read('image-A.js')).toBe(js);
    expect(metafile.outputs['dist/chunks/image-A.js']!.bytes).toBe(Buffer.byteLength(js));
    // The chunks themselves, with no dynamic import, are as esbuild wrote them.
    expect(read('chunk-WIRE.js')).toBe('import"./chunk-OPEN.js";import"./chunk-CORE.js";');
  });

  it('leaves an import alone when the chunk needs nothing the importer lacks, and never reorders a cycle', () => {
    const metafile = written({
      'entry-B.js': ['import"./chunk-S.js";import("./chunk-X.js");import("./chunk-C.js");', ['s:chunk-S.js', 'd:chunk-X.js', 'd:chunk-C.js']],
      'chunk-X.js': ['import"./chunk-S.js";', ['s:chunk-S.js']],
      'chunk-S.js': ['', []],
      'chunk-C.js': ['import"./chunk-Y.js";', ['s:chunk-Y.js']],
      'chunk-Y.js': ['import"./chunk-C.js";', ['s:chunk-C.js']],
    });
    expect(preloadDynamicDeps(root, metafile)).toBe(0);
    expect(read('entry-B.js')).toBe('import"./chunk-S.js";import("./chunk-X.js");import("./chunk-C.js");');
  });

  it('leaves the files it is told to keep as they are', () => {
    const metafile = written({
      'idle-D.js': ['import("./chunk-V.js");', ['d:chunk-V.js']],
      'chunk-V.js': ['import"./chunk-W.js";', ['s:chunk-W.js']],
      'chunk-W.js': ['', []],
    });
    expect(preloadDynamicDeps(root, metafile, ['dist/chunks/idle-D.js'])).toBe(0);
    expect(read('idle-D.js')).toBe('import("./chunk-V.js");');
  });

  it('fails the build rather than miss an import written in a way it does not know', () => {
    const metafile = written({
      'entry-C.js': ['import(`./chunk-T.js`);', ['d:chunk-T.js']],
      'chunk-T.js': ['import"./chunk-U.js";', ['s:chunk-U.js']],
      'chunk-U.js': ['', []],
    });
    expect(() => preloadDynamicDeps(root, metafile)).toThrow(/entry-C\.js imports dist\/chunks\/chunk-T\.js in a way the build cannot find/);
  });
});
