// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANCHOR_BY_PATH, CITATION, anchorFor, filesToScan, rewrite, toPages } from '../../../tools/rewrite-citations.mjs';
import { ROOT, anchorsOf, citationsIn, holds, quotedCitationsIn, sectionText } from './doc-anchors.ts';

const texts = new Map<string, string>();
const read = (path: string): string => {
  const text = texts.get(path) ?? readFileSync(join(ROOT, path), 'utf8');
  texts.set(path, text);
  return text;
};

/** The pages of docs/behaviour/, in the order docs/behaviour.md lists them. */
const index = read('docs/behaviour.md');
const pages = [...index.matchAll(/^- \[[^\]]+\]\(behaviour\/([\w-]+)\.md\)/gm)].map((m) => `docs/behaviour/${m[1]}.md`);
/** Every `<a id="…">` of docs/behaviour/. */
const anchors = new Set(pages.flatMap((page) => [...read(page).matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1])));
const files = filesToScan(ROOT);
const docs = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('docs/behaviour.md is an index of one page per area', () => {
  it('lists every page of docs/behaviour/, and each page links back to it', () => {
    const onDisk = readdirSync(join(ROOT, 'docs/behaviour')).map((name) => `docs/behaviour/${name}`);
    expect([...pages].sort()).toEqual(onDisk.sort());
    for (const page of pages) expect(read(page), page).toContain('](../behaviour.md)');
  });

  it('holds no section itself: a section goes into its page of docs/behaviour/', () => {
    // A branch begun before the split adds its section here: move it to its page, then run
    // `node tools/rewrite-citations.mjs` to point its citations there.
    expect([...index.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]).filter((id) => id !== 'anchor')).toEqual([]);
  });

  it('links every section of every page', () => {
    for (const page of pages) {
      const name = page.slice('docs/'.length);
      const sections = [...read(page).matchAll(/<a id="([a-z0-9-]+)"><\/a>\n(?:<a id="[^"]+"><\/a>\n)*##/g)].map((m) => m[1]);
      const missing = sections.filter((anchor) => !index.includes(`(${name}#${anchor})`));
      expect(missing, page).toEqual([]);
    }
  });

  it('names the section of every block type, controller, page module and service folder', () => {
    const folders = ['widgets', 'modules', 'src/chrome'].flatMap((base) =>
      readdirSync(join(ROOT, base), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${base}/${entry.name}/`),
    );
    expect(folders.length).toBeGreaterThan(70);
    const row = /^\| `([\w/-]+\/)` \| \[[^\]]+\]\((behaviour\/[\w-]+\.md#[\w-]+)\) \|$/gm;
    const rows = new Map([...index.matchAll(row)].map((m) => [m[1]!, m[2]!]));
    expect(folders.filter((folder) => !rows.has(folder))).toEqual([]);
    expect([...rows.keys()].filter((folder) => !folders.includes(folder))).toEqual([]);
  });

  it('keeps each page under 300 lines, so one area reads in one place', () => {
    const long = pages.map((page) => [page, read(page).split('\n').length] as const).filter(([, lines]) => lines >= 300);
    expect(long).toEqual([]);
  });
});

describe("every citation of a docs page's anchor resolves", () => {
  it('names a page that exists and an anchor that page has (code, tests, tools, README and docs)', () => {
    const citations = [...files, ...docs].flatMap((path) => citationsIn(path, read(path)));
    expect(citations.length).toBeGreaterThan(1000);
    const broken = citations
      .filter(({ file, anchor }) => !/[A-Z]{3}/.test(file + anchor))
      .filter(({ file, anchor }) => !anchorsOf(file).has(anchor))
      .map(({ at, file, anchor }) => `${at}: ${file}#${anchor}`);
    expect(broken).toEqual([]);
  });

  it('quotes only words the cited section holds (whitespace and markdown marks aside)', () => {
    const quoted = [...files, ...docs].flatMap((path) => quotedCitationsIn(path, read(path))).filter(({ file, anchor }) => !/[A-Z]{3}/.test(file + anchor));
    expect(quoted.length).toBeGreaterThan(20);
    const wrong = quoted.flatMap(({ at, file, anchor, quotes }) =>
      quotes.filter((quote) => !holds(sectionText(file, anchor) ?? '', quote)).map((quote) => `${at}: ${file}#${anchor} "${quote}"`),
    );
    expect(wrong).toEqual([]);
  });

  it('never cites the old single page (docs/behaviour.md#anchor)', () => {
    // Run `node tools/rewrite-citations.mjs` to rewrite these (a branch begun before the split).
    const old = [...files, ...docs].filter((path) => /(?<![\w-])behaviour\.md#[a-z]/.test(read(path)));
    expect(old).toEqual([]);
  });

  it('rewrites a citation of the old single page to the page that holds its anchor', () => {
    const before = 'docs/behaviour.md#gallery-autoplay, [lightbox](behaviour.md#lightbox), ../behaviour.md#census';
    expect(toPages(before)).toBe('docs/behaviour/gallery.md#gallery-autoplay, [lightbox](behaviour/layers.md#lightbox), ../behaviour/census.md#census');
    expect(toPages(toPages(before))).toBe(toPages(before));
  });
});

describe('comments cite docs/behaviour/, never a document outside the repository', () => {
  it('scans the source, widget, fixture and test trees', () => {
    expect(files.some((path) => path.startsWith('src/'))).toBe(true);
    expect(files.some((path) => path.startsWith('widgets/'))).toBe(true);
  });

  it('leaves no citation of the specification files, their sections or the contract', () => {
    const found: string[] = [];
    // Across line breaks too, as the rewrite reads a file: "the\n * seed's" is one citation.
    const anywhere = new RegExp(CITATION.source, 'gi');
    for (const path of files) {
      const text = read(path);
      for (const match of text.matchAll(anywhere)) found.push(`${path}:${text.slice(0, match.index).split('\n').length}: ${match[0]}`);
    }
    // Run `node tools/rewrite-citations.mjs` to rewrite these.
    expect(found).toEqual([]);
  });

  it("is in a visitor's order: start-up, blocks, services, consent, census, page modules", () => {
    const at = ['start-up', 'blocks', 'escape', 'consent', 'census', 'page-modules', 'check'].map((anchor) => index.indexOf(`#${anchor})`));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('maps every area of the rewrite table to an existing anchor', () => {
    for (const [, anchor] of ANCHOR_BY_PATH) expect(anchors, anchor).toContain(anchor);
  });
});

describe('tools/rewrite-citations.mjs', () => {
  it('rewrites each form of citation to the area anchor, and a second run changes nothing', () => {
    const before = [
      '/** The config area (first seed, section 2). */',
      '/** Logout (first seed, section 2; second seed, sections 4 and 9). */',
      ' * The tracking cookies (first',
      ' * seed, section 9: the longer reading), per contract section 3 and CONTRACT.md section 1.',
      "// The order is the first seed's. The seed says 26; the seed values stay.",
    ].join('\n');
    const after = rewrite(before, 'owner');
    expect(after).toBe(
      [
        '/** The config area (behaviour/services.md#owner). */',
        '/** Logout (behaviour/services.md#owner). */',
        ' * The tracking cookies (behaviour/services.md#owner: the longer reading), per behaviour/services.md#owner and the README (behaviour/services.md#owner).',
        "// The order is the specification's. The specification (behaviour/services.md#owner) says 26; the documented values stay.",
      ].join('\n'),
    );
    expect(CITATION.test(after)).toBe(false);
    expect(rewrite(after, 'owner')).toBe(after);
  });

  it('chooses the anchor by the longest path prefix, test files by the file they test', () => {
    expect(anchorFor('src/forms/status-messages.ts')).toBe('form-messages');
    expect(anchorFor('src/forms/submit.ts')).toBe('forms');
    expect(anchorFor('test/unit/src/census/skip-rules.test.ts')).toBe('census');
    expect(anchorFor('widgets/video/Video.tsx')).toBe('video');
  });
});
