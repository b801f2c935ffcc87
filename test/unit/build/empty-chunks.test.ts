// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { dropEmptyChunks } from '../../../build/empty-chunks.mjs';
// @ts-expect-error: as above
import { staticDeps } from '../../../build/manifest.mjs';

const root = mkdtempSync(join(tmpdir(), 'empty-chunks-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A written build: `files` by their metafile path, each with its text and its static imports. */
function written(files: Record<string, [string, string[]]>) {
  mkdirSync(join(root, 'dist/chunks'), { recursive: true });
  const outputs: Record<string, { bytes: number; imports: { path: string; kind: string }[]; inputs: object; entryPoint?: string }> = {};
  for (const [path, [js, imports]] of Object.entries(files)) {
    writeFileSync(join(root, path), js);
    outputs[path] = {
      bytes: Buffer.byteLength(js),
      imports: imports.map((i) => ({ path: i, kind: 'import-statement' })),
      inputs: {},
      ...(path.includes('entry') ? { entryPoint: path } : {}),
    };
  }
  return { outputs, inputs: {} };
}

describe('empty shared chunks (build/empty-chunks.mjs)', () => {
  it('deletes an empty chunk and its bare imports, so no file and no list asks for it', () => {
    const metafile = written({
      'dist/chunks/entry-A.js': [
        'import"./chunk-EMPTY.js";import{a as b}from"./chunk-CORE.js";b();',
        ['dist/chunks/chunk-EMPTY.js', 'dist/chunks/chunk-CORE.js'],
      ],
      'dist/chunks/entry-B.js': ['import"./chunk-EMPTY.js";console.log(1);', ['dist/chunks/chunk-EMPTY.js']],
      'dist/chunks/chunk-EMPTY.js': ['', []],
      'dist/chunks/chunk-CORE.js': ['export const a=()=>1;', []],
    });
    expect(staticDeps(metafile, 'dist/chunks/entry-A.js')).toBe('chunk-EMPTY,chunk-CORE');
    expect(dropEmptyChunks(root, metafile)).toEqual(['chunk-EMPTY.js']);
    expect(readFileSync(join(root, 'dist/chunks/entry-A.js'), 'utf8')).toBe('import{a as b}from"./chunk-CORE.js";b();');
    expect(readFileSync(join(root, 'dist/chunks/entry-B.js'), 'utf8')).toBe('console.log(1);');
    expect(existsSync(join(root, 'dist/chunks/chunk-EMPTY.js'))).toBe(false);
    expect(staticDeps(metafile, 'dist/chunks/entry-A.js')).toBe('chunk-CORE');
    expect(metafile.outputs['dist/chunks/entry-B.js']!.bytes).toBe(15);
  });

  it('fails the build rather than leave an import it cannot drop', () => {
    const metafile = written({
      'dist/chunks/entry-C.js': ['import{x}from"./chunk-NONE.js";', ['dist/chunks/chunk-NONE.js']],
      'dist/chunks/chunk-NONE.js': ['', []],
    });
    expect(() => dropEmptyChunks(root, metafile)).toThrow(/entry-C\.js imports the empty chunk-NONE\.js/);
  });
});
