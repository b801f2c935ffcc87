// @vitest-environment node
/** Checks the README's examples where a test can: the files it names exist, and its bus-event table is the typed list. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

describe('README.md tells the truth about the tree', () => {
  it('every repository path it names exists (fixture pages as served, under fixtures/pages/)', () => {
    const paths = [...new Set([...README.matchAll(/`((?:src|widgets|loader|fixtures|test|build|docs|modules|bench|tools)\/[^`\s]*)`/g)].map((m) => m[1]!))];
    expect(paths.length).toBeGreaterThan(10);
    const missing = paths
      .filter((path) => !/NAME|AREA|\*/.test(path) && path !== 'modules/') // modules/ arrives with issue 13
      .map((path) => path.replace(/#.*$/, ""))
      .filter((path) => !existsSync(join(ROOT, path)) && !existsSync(join(ROOT, path.replace(/^fixtures\//, "fixtures/pages/"))));
    expect(missing).toEqual([]);
  });

  it('its bus-event table lists exactly the events of src/bus-events.ts', () => {
    const typed = [...readFileSync(join(ROOT, 'src/bus-events.ts'), 'utf8').matchAll(/^\s*'?([a-z-]+(?::[a-z-]+)?)'?: /gm)].map((m) => m[1]).sort();
    const section = README.slice(README.indexOf('### Bus events'), README.indexOf('\n## ', README.indexOf('### Bus events')));
    const documented = [...section.matchAll(/^\| `([a-z-]+(?::[a-z-]+)?)` \|/gm)].map((m) => m[1]).sort();
    expect(documented).toEqual(typed);
  });
});

/** The README's architecture section: from its heading to the next `## ` heading. */
const architecture = README.slice(README.indexOf('## Architecture'), README.indexOf('\n## ', README.indexOf('## Architecture') + 1));

/** Every file git tracks (build and test output such as dist/ and test-results/ is not the tree). */
const TRACKED = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);

/** The folders holding tracked files directly under `dir` ('.' for the top). */
function trackedFolders(dir: string): string[] {
  const prefix = dir === '.' ? '' : `${dir}/`;
  const folders = TRACKED.filter((path) => path.startsWith(prefix) && path.slice(prefix.length).includes('/')).map((path) => path.slice(prefix.length).split('/')[0]!);
  return [...new Set(folders)].filter((folder) => existsSync(join(ROOT, prefix, folder))).sort();
}

/** Whether the section names `folder/` as a line of its tree (`  name/  …` or `name/NAME/  …`). */
const named = (folder: string): boolean => new RegExp(`^\\s*${folder.replace('.', '\\.')}/(?:NAME/)?\\s`, 'm').test(architecture);

describe("README.md's architecture section matches the tree", () => {
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
      indent === 0 ? !existsSync(join(ROOT, name)) : !['src', 'loader', 'build.mjs'].some((parent) => existsSync(join(ROOT, parent === 'build.mjs' ? name : `${parent}/${name}`))),
    );
    expect(missing).toEqual([]);
  });
});
