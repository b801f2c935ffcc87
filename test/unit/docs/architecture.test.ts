// @vitest-environment node
/** docs/architecture.md's source tree matches the folders git tracks. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const architecture = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

/** Every file git tracks (build and test output such as dist/ and test-results/ is not the tree). */
const TRACKED = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);

/** The folders holding tracked files directly under `dir` ('.' for the top). */
function trackedFolders(dir: string): string[] {
  const prefix = dir === '.' ? '' : `${dir}/`;
  const folders = TRACKED.filter((path) => path.startsWith(prefix) && path.slice(prefix.length).includes('/')).map(
    (path) => path.slice(prefix.length).split('/')[0]!,
  );
  return [...new Set(folders)].filter((folder) => existsSync(join(ROOT, prefix, folder))).sort();
}

/** Whether the tree names `folder/` as a line of its own (`  name/  …` or `name/NAME/  …`). */
const named = (folder: string): boolean => new RegExp(`^\\s*${folder.replace('.', '\\.')}/(?:NAME/)?\\s`, 'm').test(architecture);

describe("docs/architecture.md's tree matches the repository", () => {
  it('names every top-level folder', () => {
    const folders = trackedFolders('.');
    expect(folders).toEqual(expect.arrayContaining(['loader', 'src', 'widgets']));
    expect(folders.filter((folder) => !named(folder))).toEqual([]);
  });

  it('names every src/ folder', () => {
    const folders = trackedFolders('src');
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((folder) => !named(folder))).toEqual([]);
  });

  it('every folder its tree names exists (at the top, in src/ or in loader/)', () => {
    const tree = architecture.slice(architecture.indexOf('```\n') + 4, architecture.indexOf('```\n', architecture.indexOf('```\n') + 4));
    const listed = [...tree.matchAll(/^(\s*)([a-z.][a-z-]*)\/(?:NAME\/)?\s/gm)].map((m) => ({ indent: m[1]!.length, name: m[2]! }));
    expect(listed.length).toBeGreaterThan(20);
    const missing = listed.filter(({ indent, name }) =>
      indent === 0
        ? !existsSync(join(ROOT, name))
        : !['src', 'loader', 'build.mjs'].some((parent) => existsSync(join(ROOT, parent === 'build.mjs' ? name : `${parent}/${name}`))),
    );
    expect(missing).toEqual([]);
  });
});
