// @vitest-environment node
/**
 * The lists the folders give (build/folders.mjs; docs/architecture.md#adding-a-block-type):
 * the checked-in generated files say what the folders say, and a folder's
 * `block.json` is checked so a typo or a number claimed twice fails the build.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { generatedFiles, readBlocks } from '../../../build/folders.mjs';
import { BLOCK_TYPE_NUMBERS } from '../../../src/enums/block-type.ts';

const ROOT = join(import.meta.dirname, '../../..');
type Block = { name: string; numbers: number[]; controllers: string[]; firstView: boolean; markupImports: Record<string, string> };

describe('the files generated from the folders', () => {
  it.each([...(generatedFiles(ROOT) as Map<string, string>)])('%s is what the folders give (run `node build.mjs` to rewrite it)', (path, text) => {
    expect(readFileSync(join(ROOT, path), 'utf8')).toBe(text);
  });

  it("every number a folder claims is one of the platform's (src/enums/block-type.ts)", () => {
    const known = new Set<number>(Object.values(BLOCK_TYPE_NUMBERS));
    for (const block of readBlocks(ROOT) as Block[]) {
      for (const number of block.numbers) expect(known.has(number), `widgets/${block.name}/block.json: ${number}`).toBe(true);
    }
  });
});

describe('widgets/NAME/block.json', () => {
  let root = '';
  const folder = (name: string, json?: unknown) => {
    mkdirSync(join(root, 'widgets', name), { recursive: true });
    writeFileSync(join(root, 'widgets', name, 'index.ts'), 'export {};\n');
    if (json !== undefined) writeFileSync(join(root, 'widgets', name, 'block.json'), JSON.stringify(json));
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("gives numbers, controllers, whether they are a first view's and the imports some markup needs; no file is a type found by data-block only", () => {
    root = mkdtempSync(join(tmpdir(), 'folders-'));
    folder('a', { numbers: [5, 55], markupImports: { '.native': 'native.ts' } });
    writeFileSync(join(root, 'widgets', 'a', 'native.ts'), 'export {};\n');
    folder('b', { controllers: ['Header'], firstView: true });
    folder('c');
    folder('d', { controllers: ['GalleryGrid'] });
    expect(readBlocks(root)).toEqual([
      { name: 'a', numbers: [5, 55], controllers: [], firstView: false, markupImports: { '.native': 'native.ts' } },
      { name: 'b', numbers: [], controllers: ['Header'], firstView: true, markupImports: {} },
      { name: 'c', numbers: [], controllers: [], firstView: false, markupImports: {} },
      { name: 'd', numbers: [], controllers: ['GalleryGrid'], firstView: false, markupImports: {} },
    ]);
  });

  it('fails on an unknown key or a value of the wrong kind, naming the file', () => {
    root = mkdtempSync(join(tmpdir(), 'folders-'));
    for (const [name, json] of [
      ['k', { number: [5] }],
      ['n', { numbers: ['5'] }],
      ['z', { numbers: [0] }],
      ['c', { controllers: ['header'] }],
      ['f', { numbers: [5], firstView: true }],
      ['t', { controllers: ['Header'], firstView: 'yes' }],
      // A module that is not in the folder, a path out of it, an empty selector, no map at all.
      ['m', { numbers: [5], markupImports: { '.native': 'missing.ts' } }],
      ['p', { numbers: [5], markupImports: { '.native': '../a/index.ts' } }],
      ['e', { numbers: [5], markupImports: { ' ': 'index.ts' } }],
      ['l', { numbers: [5], markupImports: null }],
    ] as const) {
      rmSync(join(root, 'widgets'), { recursive: true, force: true });
      folder(name, json);
      expect(() => readBlocks(root), name).toThrow(`widgets/${name}/block.json`);
    }
  });

  it('fails when two folders claim one number or controller, naming both', () => {
    root = mkdtempSync(join(tmpdir(), 'folders-'));
    folder('accordion', { numbers: [69] });
    folder('accordion-copy', { numbers: [69] });
    expect(() => readBlocks(root)).toThrow('widgets/accordion/block.json and widgets/accordion-copy/block.json both claim 69');
  });
});
