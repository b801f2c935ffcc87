// @vitest-environment node
/**
 * `dist/site-runtime.d.ts`: written from the sources as the build writes it,
 * then a sample page script and block module (test/types/) compiled against
 * it with strict checking, including lines that must NOT compile.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadableEntries, writeTypes } from '../../../tools/write-types.mjs';

const ROOT = join(import.meta.dirname, '../../..');
const run = promisify(execFile);

describe('types for page scripts', () => {
  it('declares window.SiteRuntime, every bus event and the mount signature, from the sources', () => {
    const text = readFileSync(writeTypes(ROOT), 'utf8');
    const events = [...readFileSync(join(ROOT, 'src/bus-events.ts'), 'utf8').matchAll(/^\s+'?([a-z:-]+)'?: /gm)].map((m) => m[1]);
    expect(events).toContain('site:initialized');
    for (const event of events) expect(text).toMatch(new RegExp(`^\\s+'?${event}'?: `, 'm'));
    expect(text).toContain('SiteRuntime: SiteRuntime;');
    expect(text).toContain(
      'export type BlockMount = (element: HTMLElement, data: unknown, context: BlockContext) => void | Cleanup | Promise<void | Cleanup>;',
    );
    expect(text).toContain('mount: BlockMount;');
    expect(text).toContain('register(type: string, importer: () => Promise<BlockModule>): void;');
    expect(text).toContain('load<N extends SiteModuleName>(name: N): Promise<SiteModules[N]>;');
    expect(readFileSync(join(ROOT, 'dist/site-runtime-modules.d.ts'), 'utf8')).toContain("declare module 'site-runtime:src/chrome/services/index' {");
    expect(text).not.toMatch(/^import /m);
    // writeTypes runs the compiler over every source, as the build does: vitest's 5 s default is
    // for tests that compute, and a busy machine ran out of it (the other compiling tests here have the same).
  }, 60_000);

  it('compiles the sample page script against them, and rejects the mistakes it marks', async () => {
    writeTypes(ROOT);
    const tsc = join(ROOT, 'node_modules/.bin/tsc');
    const result = await run(tsc, ['-p', 'test/types/tsconfig.json'], { cwd: ROOT }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(result.stdout).toBe('');
    expect(result.code).toBe(0);
  }, 60_000);
});

/** The folders holding an index.ts under `folder`: the build's entries there (build.mjs). */
const entries = (folder: string) => readdirSync(join(ROOT, folder)).filter((name) => existsSync(join(ROOT, folder, name, 'index.ts')));

describe('load() names', () => {
  it('are exactly the modules the build makes chunks of, each typed by its own entry', () => {
    const names = loadableEntries(ROOT)
      .map((e) => e.name)
      .sort();
    expect(names).toEqual([...entries('src/chrome'), ...entries('modules'), 'blocks'].sort());
    for (const { name, file } of loadableEntries(ROOT)) {
      expect(existsSync(join(ROOT, file)), name).toBe(true);
      expect(file, name).toMatch(new RegExp(`/${name}/index\\.ts$`));
    }
  });
});

/**
 * The page-script examples of README.md and docs/ (its subfolders too): every fenced code block that
 * uses `SiteRuntime` or writes a `mount`, and every inline `SiteRuntime.…(…)` call.
 * A block starting `// NAME.js` is that file (`/assets/NAME.js` in the examples);
 * `…` (an elided part) is dropped.
 */
function docExamples(): Array<{ from: string; file: string; code: string }> {
  const docs = [
    'README.md',
    ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  const found: Array<{ from: string; file: string; code: string }> = [];
  for (const doc of docs) {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    for (const [, lang, code] of text.matchAll(/^```(\w*)\n([\s\S]*?)^```/gm)) {
      if (!['', 'js', 'javascript'].includes(lang!) || !/SiteRuntime\.\w+\(|export function mount/.test(code!) || /^\s*</.test(code!)) continue;
      const named = /^\/\/ ([\w-]+\.js)\b/.exec(code!);
      found.push({ from: doc, file: named ? `assets/${named[1]}` : `example-${found.length}.js`, code: code!.replaceAll('…', '') });
    }
    for (const [, span] of text.matchAll(/`((?:window\.)?SiteRuntime\.\w+\([^`]*)`/g)) {
      if (span!.includes('NAME')) continue;
      found.push({ from: doc, file: `example-${found.length}.js`, code: span!.replace(/^SiteRuntime\./, 'window.SiteRuntime.').replaceAll('…', '') + ';\n' });
    }
  }
  return found;
}

describe("the README's and docs' examples", () => {
  it('compile against dist/site-runtime.d.ts', async () => {
    writeTypes(ROOT);
    const examples = docExamples();
    expect(examples.some((e) => e.code.includes("load('services')"))).toBe(true);
    expect(examples.some((e) => e.file === 'assets/countdown.js')).toBe(true);
    const dir = join(ROOT, '.cache', 'doc-examples');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(join(dir, 'assets'), { recursive: true });
    const header = '// @ts-check\n/// <reference path="../../dist/site-runtime.d.ts" />\n';
    for (const { file, code, from } of examples) {
      const depth = file.startsWith('assets/') ? '../' : '';
      writeFileSync(
        join(dir, file),
        `${header.replace('../../', `${depth}../../`)}// from ${from}\n${code.replaceAll("import('/assets/", depth ? "import('./" : "import('./assets/")}\nexport {};\n`,
      );
    }
    // What the docs tell an author to do: site-runtime.d.ts beside the block's script.
    writeFileSync(join(dir, 'assets', 'site-runtime.d.ts'), "export * from '../../../dist/site-runtime';\n");
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: '../../test/types/tsconfig.json',
        files: examples.map((e) => e.file),
      }),
    );
    const tsc = join(ROOT, 'node_modules/.bin/tsc');
    const result = await run(tsc, ['-p', join(dir, 'tsconfig.json')], { cwd: ROOT }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(result.stdout).toBe('');
    expect(result.code).toBe(0);
  }, 120_000);
});
