// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const read = (path: string) => readFileSync(new URL(path, root));

describe.skipIf(!existsSync(new URL('dist/loader.js', root)))('the built bundle (run `npm run build` first)', () => {
  it(`keeps dist/loader.js within its gzip budget (${pkg.sizeBudget['dist/loader.js']} B, level 9)`, () => {
    const gzip = gzipSync(read('dist/loader.js'), { level: 9 }).length;
    expect(gzip).toBeLessThanOrEqual(pkg.sizeBudget['dist/loader.js']);
  });

  it('keeps React out of the loader (zod is in no file of dist/: no-zod.test.ts)', () => {
    const loader = read('dist/loader.js').toString();
    expect(loader).not.toMatch(/react\.(production|development)|__SECRET_INTERNALS|useLayoutEffect/);
  });

  it('uses no eval or new Function anywhere in dist/', () => {
    const files = readdirSync(new URL('dist/chunks/', root))
      .map((f) => `dist/chunks/${f}`)
      .concat('dist/loader.js');
    for (const file of files.filter((f) => f.endsWith('.js'))) {
      const code = read(file).toString();
      expect(code, file).not.toMatch(/\beval\(|new Function\(/);
    }
  });

  it('names every entry with the one build id, and puts React in one content-hashed shared chunk', () => {
    const manifest = JSON.parse(read('dist/manifest.json').toString());
    expect(manifest.build).toMatch(/^[A-Z2-7]{8}$/);
    for (const [name, files] of Object.entries<string[]>({ ...manifest.blocks, ...manifest.modules })) {
      // The idle start is the idle core other chunks import: named after its own content (build/fold-entry.mjs).
      const id = name === 'idle-start' ? '(?!' + manifest.build + ')[A-Z2-7]{8}' : manifest.build;
      for (const file of files) expect(file, name).toMatch(new RegExp(`^chunks/[\\w-]+-${id}\\.(js|css)$`));
    }
    expect(manifest.shared.react).toMatch(/^chunks\/react-vendor-[A-Z0-9]{8}\.js$/);
  });

  it("keeps the import lists out of the loader: of the chunks widgets import, it names the idle core, at most 8 shared ones and the firstView sections', never React's", () => {
    const loader = read('dist/loader.js').toString();
    const manifest = JSON.parse(read('dist/manifest.json').toString());
    const imported = new Set(Object.keys(manifest.blocks).flatMap((name) => (manifest.deps[name] as string).split(',').filter(Boolean)));
    const named = [...imported].filter((file) => loader.includes(file.slice(file.lastIndexOf('-') + 1)));
    // The sections at the top of most 7.1 pages (block.json `firstView`): the header and the section wrapper.
    const firstView = new Set(['header', 'section-wrapper'].flatMap((name) => (manifest.deps[name] as string).split(',')));
    expect(named.filter((file) => file.startsWith('chunk-') && !firstView.has(file)).length).toBeLessThanOrEqual(8);
    expect(named.filter((file) => !file.startsWith('chunk-'))).toEqual([...imported].filter((file) => file.startsWith('site-idle-start-')));
    expect(imported.size).toBeGreaterThan(named.length);
  });
});
