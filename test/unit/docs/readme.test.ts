// @vitest-environment node
/**
 * The README is what a newcomer reads first: short, and every command, path and link in it real.
 * The long-form pages it links to are held to the tree by their own tests in this folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

describe('README.md', () => {
  it('reads in five minutes: at most 150 lines', () => {
    expect(README.split('\n').length).toBeLessThanOrEqual(150);
  });

  it('gives the two commands, and each npm script it names exists', () => {
    expect(README).toContain('npm install && npm start');
    expect(README).toContain('npm test');
    const scripts = [...README.matchAll(/npm (?:run )?([a-z][a-z:-]*)/g)].map((m) => m[1]!).filter((name) => !['install', 'ci', 'pack'].includes(name));
    expect(scripts.filter((name) => !pkg.scripts[name])).toEqual([]);
  });

  it('every repository path it names exists (NAME stands for any block)', () => {
    const paths = [
      ...new Set([...README.matchAll(/`((?:src|widgets|loader|fixtures|test|build|docs|modules|bench|tools|dist)\/[^`\s]*)`/g)].map((m) => m[1]!)),
    ];
    expect(paths.length).toBeGreaterThan(8);
    const missing = paths
      .filter((path) => !path.startsWith('dist/'))
      .map((path) => path.replace(/#.*$/, ''))
      .map((path) =>
        path
          .replace(/^modules\/NAME/, 'modules/comments')
          .replace(/NAME/g, 'accordion')
          .replace(/\*.*$/, ''),
      )
      .filter((path) => !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });

  it('every relative link resolves to a file', () => {
    const links = [...README.matchAll(/\]\(([^)#:]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((link) => !existsSync(join(ROOT, link)))).toEqual([]);
  });

  it('its one-test commands name a unit test and a spec that exist, and a test title in that spec', () => {
    const unit = README.match(/npx vitest run (\S+)/)![1]!;
    const spec = README.match(/npx playwright test (\S+)/)![1]!;
    expect(existsSync(join(ROOT, unit))).toBe(true);
    const title = README.match(/ -g "([^"]+)"/)![1]!;
    expect(readFileSync(join(ROOT, spec), 'utf8')).toContain(title);
  });

  it('says the QA server prints its URL first, as fixtures/server.ts does', () => {
    expect(README).toContain('`npm start` prints `Serving on http://127.0.0.1:4173` first');
    expect(readFileSync(join(ROOT, 'fixtures/server.ts'), 'utf8')).toContain('console.log(`Serving on ${server.url}`)');
    expect(pkg.scripts.start).toMatch(/^node build\.mjs &&/);
    expect(readFileSync(join(ROOT, 'build.mjs'), 'utf8')).toContain('if (sizes) printSizes');
  });
});
