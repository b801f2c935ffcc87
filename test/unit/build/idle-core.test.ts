// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstRunMetafile as metafile } from './first-run-metafile.ts';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { joiningCore } from '../../../build/idle-core.mjs';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe.skipIf(!existsSync(new URL('dist/manifest.json', root)))('the idle core is one file, the idle start itself (behaviour/chunks.md#no-waterfall)', () => {
  const manifest = JSON.parse(read('dist/manifest.json'));
  const file: string = manifest.modules['idle-start'][0];

  it('is what the loader asks for at idle, and it imports no other chunk: a page without blocks loads the loader and this file', () => {
    const hash = read('dist/loader.js').match(/"i":"(\w+)"/)?.[1];
    expect(file).toBe(`chunks/site-idle-start-${hash}.js`);
    expect(manifest.deps['site-idle-start']).toBe('');
    expect(read(`dist/${file}`)).not.toMatch(/import\s*(?:[^;(]*?from\s*)?"\.\//);
  });

  it('is the one file of the idle core every other chunk imports', () => {
    const name = file.split('/').pop()!.replace(/\.js$/, '');
    const deps = Object.values(manifest.deps as Record<string, string>).map((list) => list.split(','));
    // The cookie banner, a widget reading the consent or the Escape stack: each imports the core, nothing imports a part of it.
    for (const user of ['site-cookie-banner', 'accordion']) expect(manifest.deps[user].split(','), user).toContain(name);
    expect(deps.filter((list) => list.includes(name)).length).toBeGreaterThan(20);
  });
});

describe('what joins the idle core (build/idle-core.mjs joiningCore)', () => {
  const rule = {
    core: 'src/idle.ts',
    entries: ['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.ts', 'src/idle-entry.ts'],
    copied: new Set(['/r/src/copied.ts']),
    small: (file: string) => !file.includes('BIG'),
  };

  it("takes a small chunk with state that at least half the core's users import, and only when they all import the core", () => {
    const built = metafile({
      'chunk-CORE.js': [[], ['src/idle.ts', 'src/census.ts']],
      'idle-E.js': [['chunk-CORE.js'], [], 'src/idle-entry.ts'],
      'a-E.js': [['chunk-CORE.js', 'chunk-CAT.js', 'chunk-ONE.js', 'chunk-BIG.js', 'chunk-DEP.js'], [], 'a.ts'],
      'b-E.js': [['chunk-CORE.js', 'chunk-CAT.js', 'chunk-BIG.js', 'chunk-DEP.js', 'chunk-LONE.js'], [], 'b.ts'],
      'c-E.js': [['chunk-CORE.js', 'chunk-CAT.js', 'chunk-BIG.js', 'chunk-DEP.js', 'chunk-LONE.js'], [], 'c.ts'],
      'd-E.js': [['chunk-LONE.js'], [], 'd.ts'],
      'chunk-CAT.js': [['chunk-CORE.js'], ['src/catalogue.ts', 'src/copied.ts']],
      'chunk-ONE.js': [[], ['src/one-user.ts']],
      'chunk-BIG.js': [[], ['src/big.ts']],
      'chunk-DEP.js': [['chunk-BIG.js'], ['src/imports-another.ts']],
      'chunk-LONE.js': [[], ['src/also-without-core.ts']],
    });
    // CAT: 3 of the core's 4 users, small, imports only the core; its copied module stays copied.
    expect(joiningCore('/r', built, rule)).toEqual(['/r/src/catalogue.ts']);
  });

  it("takes nothing when fewer than half the core's users import it", () => {
    const built = metafile({
      'chunk-CORE.js': [[], ['src/idle.ts']],
      'idle-E.js': [['chunk-CORE.js'], [], 'src/idle-entry.ts'],
      'a-E.js': [['chunk-CORE.js', 'chunk-CAT.js'], [], 'a.ts'],
      'b-E.js': [['chunk-CORE.js'], [], 'b.ts'],
      'c-E.js': [['chunk-CORE.js'], [], 'c.ts'],
      'chunk-CAT.js': [[], ['src/catalogue.ts']],
    });
    expect(joiningCore('/r', built, rule)).toEqual([]);
  });
});
