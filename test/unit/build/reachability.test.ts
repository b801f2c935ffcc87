// @vitest-environment node
/**
 * Every `src/` file is reached by some entry, or is listed here with the open issue that will use
 * it. The list may only shrink: a listed file that an entry now reaches must leave the list, and a
 * new file no entry reaches fails until something uses it (or it names its issue). Entries:
 * widgets/*, src/chrome/*, modules/* (each `index.ts`), the loader and the blocks runtime, bundled
 * with esbuild's metafile. A file imported only for its types counts as reached.
 */
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { sharedOptions } from '../../../build/plugins.mjs';

const ROOT = join(import.meta.dirname, '../../..');

/** The open issues an exempt file may wait for. */
const ISSUES = {
  10: 'gallery',
  11: 'content',
  12: 'commerce',
  13: 'modules',
  14: 'clients',
  15: 'proof',
} as const;
type Issue = keyof typeof ISSUES;

/** Files no entry reaches yet, each with the issue that will use it. Empty when the block issues are done. */
const UNREACHED: Record<string, Issue> = {
  'src/cart/index.ts': 12,
  'src/catalogue/en/editor.ts': 13,
  'src/catalogue/en/field.ts': 11,
  'src/catalogue/en/file-limit.ts': 11,
  'src/catalogue/en/locked-page.ts': 13,
  'src/catalogue/en/relative-time.ts': 11,
  'src/catalogue/en/validation.ts': 11,
  'src/catalogue/en/workflow.ts': 13,
  'src/enums/collection-type.ts': 11,
  'src/enums/content-status.ts': 11,
  'src/enums/editor-view.ts': 13,
  'src/enums/map-style.ts': 11,
  'src/enums/permission.ts': 14,
  'src/enums/record-type.ts': 11,
  'src/enums/slice-type.ts': 13,
  'src/enums/text-highlight.ts': 11,
  'src/enums/video.ts': 11,
  'src/messages/empty-field.ts': 11,
  'src/messages/file-size.ts': 11,
  'src/messages/relative-time.ts': 11,
  'src/validate/blog-url-pattern.ts': 11,
  'src/validate/contrast.ts': 11,
  'src/validate/lengths.ts': 11,
  'src/validate/link.ts': 11,
  'src/validate/palette-colour.ts': 11,
  'src/validate/zip.ts': 12,
};

/** `dir/*\/index.ts` for each folder of `dir` that has one. */
const indexes = (dir: string): string[] =>
  existsSync(join(ROOT, dir))
    ? readdirSync(join(ROOT, dir))
        .map((name) => `${dir}/${name}/index.ts`)
        .filter((path) => existsSync(join(ROOT, path)))
    : [];

const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(`${dir}/${entry.name}`) : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [`${dir}/${entry.name}`] : [],
  );

/** The repository files `path` imports by relative specifier, types included. */
const importsOf = (path: string): string[] =>
  [...readFileSync(join(ROOT, path), 'utf8').replace(/^\s*(\*|\/\/|\/\*).*$/gm, '').matchAll(/\bfrom\s+'(\.{1,2}\/[^'?]+)'/g)].map((match) => {
    const target = posix.normalize(posix.join(dirname(path), match[1]!));
    if (/\.tsx?$/.test(target)) return target;
    return [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((file) => existsSync(join(ROOT, file))) ?? target;
  });

async function unreached(): Promise<string[]> {
  const entries = [...indexes('widgets'), ...indexes('src/chrome'), ...indexes('modules'), 'loader/index.ts', 'src/blocks/index.ts'].filter((path) =>
    existsSync(join(ROOT, path)),
  );
  const result = await build({
    ...sharedOptions(ROOT),
    entryPoints: entries,
    splitting: true,
    format: 'esm',
    outdir: join(ROOT, 'dist-reachability'),
    write: false,
    metafile: true,
    minify: false,
    logLevel: 'error',
  });
  const reached = new Set(Object.keys(result.metafile!.inputs));
  // Type-only imports vanish from a bundle; a file the reached code imports for its types is used too.
  for (const path of [...reached].filter((p) => /\.tsx?$/.test(p))) for (const target of importsOf(path)) reached.add(target);
  return sources('src').filter((path) => !reached.has(path));
}

describe('every src/ file is reached by an entry, or names the issue that will use it', async () => {
  const missing = await unreached();

  it('lists no unreached file outside the exemptions', () => {
    expect(missing.filter((path) => !(path in UNREACHED))).toEqual([]);
  });

  it('the exemptions only shrink: a file an entry now reaches leaves the list', () => {
    expect(Object.keys(UNREACHED).filter((path) => !missing.includes(path))).toEqual([]);
  });

  it('each exempt file names an open issue', () => {
    for (const [path, issue] of Object.entries(UNREACHED)) expect(ISSUES, path).toHaveProperty(String(issue));
  });
});
