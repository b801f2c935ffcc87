// @vitest-environment node
/** The docs/ pages: the paths and links they name exist, and their tables match the code they describe. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPage, formatProblem } from '../../../tools/check/check-page.ts';

const ROOT = join(import.meta.dirname, '../../..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const PAGES = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.md') && name !== 'block-schemas.md' && !name.startsWith('blocks/'))
  .map((name) => `docs/${name}`);

/** The rows of the first table after `heading` whose first cell holds backticked names: those names. */
function firstCells(page: string, heading: string): string[] {
  const text = read(page);
  const start = text.indexOf(heading);
  const section = text.slice(start, text.indexOf('\n## ', start + heading.length));
  return [...section.matchAll(/^\| ((?:`[A-Za-z:-]+` ?)+) \|/gm)].flatMap((m) => [...m[1]!.matchAll(/`([A-Za-z:-]+)`/g)].map((n) => n[1]!));
}

describe('docs/ pages', () => {
  it.each(PAGES)('%s: every repository path it names exists', (page) => {
    const text = read(page);
    const paths = [...new Set([...text.matchAll(/`((?:src|widgets|loader|fixtures|test|build|modules|bench|tools|bin)\/[^`\s]*)`/g)].map((m) => m[1]!))];
    const missing = paths
      .filter((path) => !/NAME|AREA|HASH|BUILDID|\*|\.\.\./.test(path))
      .map((path) => path.replace(/#.*$/, '').replace(/\/$/, ''))
      .filter((path) => !existsSync(join(ROOT, path)) && !existsSync(join(ROOT, path.replace(/^fixtures\//, 'fixtures/pages/'))));
    expect(missing).toEqual([]);
  });

  it.each(PAGES)('%s: every relative link resolves', (page) => {
    const links = [...read(page).matchAll(/\]\(([^)#:]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!);
    expect(links.filter((link) => !existsSync(join(ROOT, dirname(page), link)))).toEqual([]);
  });

  it("runtime-api.md's sample of check's output is what check prints for that page", async () => {
    const text = read('docs/runtime-api.md');
    const start = text.indexOf('```\nfixtures/pages/blocks/broken.html:');
    const sample = text
      .slice(start + 4, text.indexOf('```', start + 4))
      .trim()
      .split('\n');
    expect(sample.length).toBeGreaterThan(3);
    const file = 'fixtures/pages/blocks/broken.html';
    const { problems } = await checkPage(ROOT, file, read(file));
    expect(problems.map(formatProblem).slice(0, sample.length)).toEqual(sample);
  });

  it("runtime-api.md's bus-event table lists exactly the events of src/bus-events.ts", () => {
    const typed = [...read('src/bus-events.ts').matchAll(/^\s*'?([a-z-]+(?::[a-z-]+)?)'?: /gm)].map((m) => m[1]).sort();
    // The gallery's camelCase events are typed beside the others but matched by neither pattern.
    expect(
      firstCells('docs/runtime-api.md', '### Bus events')
        .filter((name) => /^[a-z-]+(?::[a-z-]+)?$/.test(name))
        .sort(),
    ).toEqual(typed);
  });

  // Block types are listed once, in the generated docs/blocks/README.md (test/unit/tools/block-docs.test.ts).
  it("blocks-and-modules.md's table lists exactly modules/, and no block type by hand", () => {
    const folders = (dir: string): string[] =>
      readdirSync(join(ROOT, dir))
        .filter((name) => existsSync(join(ROOT, dir, name, 'index.ts')))
        .sort();
    expect(firstCells('docs/blocks-and-modules.md', '## Block types')).toEqual([]);
    expect(firstCells('docs/blocks-and-modules.md', '### Page modules built so far').sort()).toEqual(folders('modules'));
  });
});
