// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { exportAlso, foldEntry, thinEntry } from '../../../build/fold-entry.mjs';
// @ts-expect-error: as above
import { staticDeps } from '../../../build/manifest.mjs';

const root = mkdtempSync(join(tmpdir(), 'fold-entry-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Output = { bytes: number; imports: { path: string; kind: string }[]; inputs: object; exports: string[]; entryPoint?: string };

/** A written build in its own folder: `files` by their name in chunks/, each with its text, static imports and (for an entry) its source. */
function written(folder: string, files: Record<string, [string, string[], string?]>) {
  mkdirSync(join(root, folder, 'chunks'), { recursive: true });
  const outputs: Record<string, Output> = {};
  for (const [name, [js, imports, entryPoint]] of Object.entries(files)) {
    writeFileSync(join(root, folder, 'chunks', name), js);
    const exports = [...(js.match(/export\{([^}]*)\}/)?.[1] ?? '').matchAll(/(\w+)(?:,|$)/g)].map((m) => m[1]!);
    outputs[`${folder}/chunks/${name}`] = {
      bytes: Buffer.byteLength(js),
      imports: imports.map((i) => ({ path: `${folder}/chunks/${i}`, kind: 'import-statement' })),
      inputs: {},
      exports,
      ...(entryPoint ? { entryPoint } : {}),
    };
  }
  return { outputs, inputs: {} };
}

const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('folding a thin entry into its chunk (build/fold-entry.mjs)', () => {
  it('makes the chunk the entry: one file, the entry exports added, every import of the chunk pointed at it', () => {
    const metafile = written('a', {
      'site-idle-start-E1.js': ['import{Q as a}from"./chunk-CORE.js";export{a as start};', ['chunk-CORE.js'], 'src/idle.ts'],
      'chunk-CORE.js': ['var x=1;function y(){return x}export{x as P,y as Q};', []],
      'accordion-E2.js': [
        'import{P as a}from"./chunk-CORE.js";import"./chunk-OTHER.js";console.log(a);',
        ['chunk-CORE.js', 'chunk-OTHER.js'],
        'widgets/accordion.ts',
      ],
      'chunk-OTHER.js': ['import{Q as b}from"./chunk-CORE.js";b();', ['chunk-CORE.js']],
    });
    expect(foldEntry(root, metafile, 'src/idle.ts')).toEqual({ file: 'a/chunks/site-idle-start-CORE.js', hash: 'CORE' });
    expect(read('a/chunks/site-idle-start-CORE.js')).toBe('var x=1;function y(){return x}export{x as P,y as Q,y as start};');
    expect(existsSync(join(root, 'a/chunks/chunk-CORE.js'))).toBe(false);
    expect(existsSync(join(root, 'a/chunks/site-idle-start-E1.js'))).toBe(false);
    expect(read('a/chunks/accordion-E2.js')).toBe('import{P as a}from"./site-idle-start-CORE.js";import"./chunk-OTHER.js";console.log(a);');
    expect(read('a/chunks/chunk-OTHER.js')).toBe('import{Q as b}from"./site-idle-start-CORE.js";b();');
    // The metafile says the same: the lists the manifest is written from name the folded file.
    const folded = metafile.outputs['a/chunks/site-idle-start-CORE.js']!;
    expect(folded.entryPoint).toBe('src/idle.ts');
    expect(folded.exports).toEqual(['P', 'Q', 'start']);
    expect(folded.bytes).toBe(Buffer.byteLength(read('a/chunks/site-idle-start-CORE.js')));
    expect(Object.keys(metafile.outputs)).toEqual(['a/chunks/site-idle-start-CORE.js', 'a/chunks/accordion-E2.js', 'a/chunks/chunk-OTHER.js']);
    expect(staticDeps(metafile, 'a/chunks/accordion-E2.js')).toBe('site-idle-start-CORE,chunk-OTHER');
    expect(staticDeps(metafile, 'a/chunks/site-idle-start-CORE.js')).toBe('');
  });

  it('fails the build rather than fold an entry with code of its own or two chunks', () => {
    const metafile = written('b', {
      'own-E1.js': ['import{Q as a}from"./chunk-C.js";a();export{a as start};', ['chunk-C.js'], 'src/own.ts'],
      'two-E1.js': ['import{Q as a}from"./chunk-C.js";import"./chunk-D.js";export{a as start};', ['chunk-C.js', 'chunk-D.js'], 'src/two.ts'],
      'chunk-C.js': ['function y(){}export{y as Q};', []],
      'chunk-D.js': ['console.log(1);', []],
    });
    expect(() => foldEntry(root, metafile, 'src/own.ts')).toThrow(/own-E1\.js is not a thin entry/);
    expect(() => foldEntry(root, metafile, 'src/two.ts')).toThrow(/two-E1\.js is not a thin entry/);
    expect(existsSync(join(root, 'b/chunks/chunk-C.js'))).toBe(true);
  });

  it('reads what a thin entry re-exports, and adds exports without clashing', () => {
    expect(thinEntry('import{a as b,c}from"./chunk-X.js";import"./chunk-X.js";export{b as start,c};')).toEqual({
      chunk: 'chunk-X.js',
      exported: { start: 'a', c: 'c' },
    });
    expect(thinEntry('import{a as b}from"./chunk-X.js";export{z as start};')).toBeUndefined();
    expect(exportAlso('let q;export{q as a};\n', { run: 'a' })).toBe('let q;export{q as a,q as run};');
    expect(exportAlso('function run(){}export{run as a};', { run: 'a' })).toBe('function run(){}export{run as a,run};');
    expect(() => exportAlso('let q;export{q as start};', { start: 'start' })).toThrow(/already exports "start"/);
    expect(() => exportAlso('let q;export{q as a};', { start: 'b' })).toThrow(/exports no "b"/);
  });
});
