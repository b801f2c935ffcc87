// @vitest-environment node
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { joinTables, readBlockTable } from '../../../src/blocks/block-table.ts';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** Every chunk a file reaches through static imports, all levels, read from the built files themselves. */
function reached(file: string, seen = new Set<string>()): Set<string> {
  for (const [, next] of read(`dist/chunks/${file}`).matchAll(/import\s*(?:[^;(]*?from\s*)?"\.\/([^"]+)\.js"/g)) {
    if (seen.has(next!)) continue;
    seen.add(next!);
    reached(`${next}.js`, seen);
  }
  return seen;
}

describe.skipIf(!existsSync(new URL('dist/manifest.json', root)))('the import lists the build writes (docs/behaviour/chunks.md#no-waterfall)', () => {
  const manifest = JSON.parse(read('dist/manifest.json'));

  it('lists, for every entry, exactly the chunks its file reaches through static imports, all levels', () => {
    const entries = { ...manifest.blocks, ...manifest.modules } as Record<string, string[]>;
    for (const [name, files] of Object.entries(entries)) {
      if (name === 'blocks') continue; // the blocks runtime is built on its own, with no shared chunk
      const file = files[0]!.split('/').pop()!;
      const listed = manifest.deps[file.replace(/-[A-Z2-7]{8}\.js$/, '')] as string;
      expect(new Set(listed ? listed.split(',') : []), name).toEqual(reached(file));
    }
  });

  it("gives each widget its import list between the loader's table and the blocks runtime's, less the idle core it asks for with every widget; React in none: the form asks for it with its rendering (behaviour/forms.md#form-lightbox)", () => {
    const runtime = read(`dist/${manifest.modules.blocks[0]}`);
    expect(runtime).toContain(JSON.stringify(manifest.blocksRuntimeTable));
    expect(runtime).not.toContain('site-idle-start-');
    const loader = JSON.parse(read('dist/loader.js').match(/JSON\.parse\('(\{"v".*?\})'\)/)![1]!) as { t: string; c: string };
    const common = loader.c.split(' ');
    const own = readBlockTable(manifest.blocksRuntimeTable, (dep) => (dep.includes('-') ? dep : `chunk-${dep}`));
    const table = joinTables(
      readBlockTable(loader.t, (index) => `chunk-${common[+index]}`),
      own,
    );
    for (const [type, files] of Object.entries(manifest.blocks as Record<string, string[]>)) {
      const deps = (manifest.deps[files[0]!.replace(/^chunks\/|-[A-Z2-7]{8}\.js$/g, '')] as string).split(',').filter(Boolean);
      expect(deps.filter((dep) => dep.startsWith('site-idle-start-')).length, type).toBeLessThanOrEqual(1);
      const listed = table.files.get(type)!;
      expect(new Set(listed).size, type).toBe(listed.length);
      expect(new Set(listed), type).toEqual(new Set(deps.filter((dep) => !dep.startsWith('site-idle-start-'))));
    }
    const names = { ...manifest.numbers, ...manifest.controllers } as Record<string, string>;
    expect(Object.fromEntries(table.numbers)).toEqual(names);
    expect(table.files.get('form')).not.toContain(manifest.shared.react.replace(/^chunks\/|\.js$/g, ''));
    // The runtime's own table repeats nothing the loader's has: a type the loader knows whole has no row.
    expect(own.files.has('accordion')).toBe(false);
  });

  it('writes no empty chunk: each would be a request for nothing (build/empty-chunks.mjs)', () => {
    const chunks = new URL('dist/chunks/', root);
    expect(readdirSync(chunks).filter((file) => file.endsWith('.js') && statSync(new URL(file, chunks)).size === 0)).toEqual([]);
  });

  it('starts, with each dynamic import, every chunk it reaches that its importer does not, but in the idle start (build/dynamic-deps.mjs)', () => {
    const chunks = readdirSync(new URL('dist/chunks/', root)).filter((file) => file.endsWith('.js') && !file.startsWith('site-idle-start-'));
    let checked = 0;
    for (const file of chunks) {
      const js = read(`dist/chunks/${file}`);
      // Each `import("./X.js")` with the `import("./Y.js").catch(…),` calls the build put before it.
      for (const [, warm, target] of js.matchAll(/((?:import\("\.\/[^"]+"\)\.catch\(\(\)=>\{\}\),)*)import\("\.\/([^"]+)\.js"\)(?!\.catch)/g)) {
        const started = new Set([...warm!.matchAll(/"\.\/([^"]+)\.js"/g)].map((m) => m[1]));
        const had = reached(file);
        const missing = [...reached(`${target}.js`)].filter((dep) => !had.has(dep) && !started.has(dep) && dep !== file.replace(/\.js$/, ''));
        expect(missing, `${file} imports ${target}`).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
