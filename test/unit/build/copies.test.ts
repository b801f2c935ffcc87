// @vitest-environment node
/**
 * The build copies small stateless modules into every chunk that imports
 * them (build/copy-small.mjs, docs/behaviour/chunks.md#no-waterfall). A module
 * with module-level state (the layer stack, the cart, a registry, a cache,
 * a class compared with `instanceof`) must exist once per page: copied, each chunk would
 * hold its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { sourceFiles, stateOf, worthCopying } from '../../../build/copy-small.mjs';

const root = new URL('../../../', import.meta.url).pathname;
const read = (path: string) => readFileSync(new URL(path, new URL('../../../', import.meta.url)), 'utf8');
const allSources = (sourceFiles(root) as string[]).map((file) => readFileSync(file, 'utf8'));
const state = (path: string): string => stateOf(read(path), allSources, path.endsWith('x') ? 'tsx' : 'ts');

describe('which modules keep state (build/copy-small.mjs stateOf)', () => {
  it.each([
    'src/layers/stack.ts',
    'src/layers/scroll-lock.ts',
    'src/api/xsrf.ts',
    'src/cart/cart.ts',
    'src/images/load-queue.ts',
    'src/errors/index.ts',
    'src/catalogue/index.ts',
    'src/dom/load-script.ts',
    'src/chrome/dialog/adopt-styles.ts',
    'src/lightbox/open.ts',
  ])('%s keeps state: never copied', (path) => {
    expect(state(path)).not.toBe('');
  });

  it('tells state from constants in small modules', () => {
    const of = (ts: string) => stateOf(ts, [ts]);
    expect(of('let count = 0;\nexport function next() { return ++count; }')).toMatch(/let count/);
    expect(of('const seen = new Set<string>();\nexport const has = (s: string) => seen.has(s);')).toMatch(/seen/);
    expect(of('export const table: Record<string, string> = {};')).toMatch(/table/);
    expect(of("export const text = { a: 'A' };\nexport function set() { text.a = 'B'; }")).toMatch(/written/);
    expect(of('const made = Object.create(null);')).toMatch(/made/);
    expect(of("addEventListener('click', () => {});")).toMatch(/top-level statement/);
    expect(of('export class Oops extends Error {}\nexport const is = (e: unknown) => e instanceof Oops;')).toMatch(/instanceof/);
    expect(
      of(
        "import { x } from './x.ts';\nexport const KEYS = { ENTER: 13 } as const;\nexport type K = 1;\nexport function f(a: number) {\n  return a + x;\n}\nexport const g = (a: number) => f(a);",
      ),
    ).toBe('');
    expect(of("export class Plain extends Error {\n  readonly field = 'x';\n}")).toBe('');
    expect(of("const SCHEMES = new Set(['tel:', 'sms:']);\nexport const known = (s: string) => SCHEMES.has(s);")).toBe('');
    expect(of("const ALL = ['a', 'b'].join(',');\nconst HOST = /^(dev|qa)\\./i;")).toBe('');
    expect(of('const WORD = /\\w+/g;')).toMatch(/WORD/);
    expect(of('const cache = new Map<string, number>();')).toMatch(/cache/);
    expect(of('const made = (() => new Map())();')).toMatch(/made/);
    expect(of('export const make = <T>(value: T): T[] => [value];')).toBe('');
    expect(of('const made = (function () {\n  return [];\n})();')).toMatch(/made/);
    expect(of("const SEEN = new Set(['a']);\nexport function see(s: string) { SEEN.add(s); }")).toMatch(/written/);
  });
});

describe('which shared chunks are copied (build/copy-small.mjs worthCopying)', () => {
  it('copies one under 800 B gzip, whatever imports it, and a larger one while its extra copies stay within 2 KB', () => {
    expect(worthCopying(790, 60)).toBe(true);
    // The block-data readers' size: copied into every widget, a page with three block types downloaded them three times.
    expect(worthCopying(900, 60)).toBe(false);
    expect(worthCopying(1121, 2)).toBe(true);
    expect(worthCopying(1100, 3)).toBe(false);
    expect(worthCopying(1211, 27)).toBe(false);
    expect(worthCopying(2100, 2)).toBe(false);
  });
});

describe.skipIf(!existsSync(new URL('dist/manifest.json', new URL('../../../', import.meta.url))))('the modules the build put in several chunks', () => {
  it('keep no state, each of them', () => {
    const copied = JSON.parse(read('dist/manifest.json')).copied as Record<string, number>;
    expect(Object.keys(copied).length).toBeGreaterThan(0);
    const stateful = Object.keys(copied)
      .filter((path) => state(path) !== '')
      .map((path) => `${path}: ${state(path)}`);
    expect(stateful).toEqual([]);
  });
});
