// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

/** Every .ts/.tsx file under `dir`, as a path relative to the repository. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The code without its comments (so a comment may name the global). */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Reads of the global, however spelt: `window.SiteRuntime`, `globalThis.SiteRuntime`, `self['SiteRuntime']`. */
const READS_GLOBAL = /\b(?:window|globalThis|self)\s*(?:\?\.|\.)\s*SiteRuntime\b|\b(?:window|globalThis|self)\s*(?:\?\.)?\[\s*['"`]SiteRuntime['"`]\s*\]/;

/** The one reader outside the loader (findRuntime/getRuntime; the global's type is declared there too). */
const READER = 'src/runtime-api.ts';

/**
 * Files that still read the global, each with its reason; the list only
 * shrinks (the services router's Escape fallbacks now get the runtime the
 * idle start is handed).
 */
const NOT_YET = new Set<string>([
  // The cart's paths read the context before the product page has any other reason to load
  // runtime-api.ts: importing it there made a chunk of its own (+190 B, one more file on the
  // product page's first view, over its budget). To go once the cart is handed a context.
  'src/cart/endpoints.ts',
]);

describe('one way to reach the runtime (docs/behaviour/start-up.md#runtime-reach)', () => {
  const files = ['src', 'widgets', 'modules'].flatMap(sources);

  it('scans the shared code, the widgets and the page modules', () => {
    expect(files).toContain(READER);
    expect(files.some((path) => path.startsWith('widgets/'))).toBe(true);
    expect(files.some((path) => path.startsWith('modules/'))).toBe(true);
  });

  it('the pattern catches each spelling of a read and ignores comments', () => {
    expect(READS_GLOBAL.test(code('const r = window.SiteRuntime;'))).toBe(true);
    expect(READS_GLOBAL.test(code('window?.["SiteRuntime"]'))).toBe(true);
    expect(READS_GLOBAL.test(code("globalThis['SiteRuntime']?.bus"))).toBe(true);
    expect(READS_GLOBAL.test(code('self.SiteRuntime?.load("services")'))).toBe(true);
    expect(READS_GLOBAL.test(code('/** `window.SiteRuntime` (behaviour/start-up.md#start-up) */'))).toBe(false);
    expect(READS_GLOBAL.test(code('// window.SiteRuntime is the loader\'s'))).toBe(false);
  });

  it('outside loader/, only src/runtime-api.ts reads window.SiteRuntime; the rest is handed a context or calls findRuntime/getRuntime', () => {
    const readers = files.filter((path) => path !== READER && READS_GLOBAL.test(code(readFileSync(join(ROOT, path), 'utf8'))));
    expect(readers.filter((path) => !NOT_YET.has(path))).toEqual([]);
    // An exemption that no longer reads the global must leave the list.
    expect([...NOT_YET].filter((path) => !readers.includes(path))).toEqual([]);
  });

  it("widgets reach the runtime only through their block context (its load()), never the getter", () => {
    const callers = files.filter((path) => path.startsWith('widgets/') && /\b(?:find|get)Runtime\(/.test(code(readFileSync(join(ROOT, path), 'utf8'))));
    expect(callers).toEqual([]);
  });

  it('the reader is still the reader', () => {
    expect(READS_GLOBAL.test(code(readFileSync(join(ROOT, READER), 'utf8')))).toBe(true);
  });
});
