// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe.skipIf(!existsSync(new URL('dist/manifest.json', root)))('the idle core is one file, the idle start itself (docs/behaviour.md#no-waterfall)', () => {
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
