// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANCHOR_BY_PATH, CITATION, anchorFor, filesToScan, rewrite } from '../../../tools/rewrite-citations.mjs';

const ROOT = join(import.meta.dirname, '../../..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** Every `<a id="…">` in docs/behaviour.md. */
const anchors = new Set([...read('docs/behaviour.md').matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]));
const files = filesToScan(ROOT);

describe('comments cite docs/behaviour.md, never a document outside the repository', () => {
  it('scans the source, widget, fixture and test trees', () => {
    expect(files.some((path) => path.startsWith('src/'))).toBe(true);
    expect(files.some((path) => path.startsWith('widgets/'))).toBe(true);
  });

  it('leaves no citation of the specification files, their sections or the contract', () => {
    const found: string[] = [];
    for (const path of files) {
      read(path)
        .split('\n')
        .forEach((line, index) => {
          if (CITATION.test(line)) found.push(`${path}:${index + 1}: ${line.trim()}`);
        });
    }
    // Run `node tools/rewrite-citations.mjs` to rewrite these.
    expect(found).toEqual([]);
  });

  it('cites only anchors that docs/behaviour.md has', () => {
    const missing: string[] = [];
    for (const path of [...files, 'README.md', ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]) {
      for (const match of read(path).matchAll(/behaviour\.md#([a-z0-9-]+)/g)) {
        if (!anchors.has(match[1])) missing.push(`${path}: #${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("is in a visitor's order: start-up, blocks, services, consent, census, page modules", () => {
    const text = read('docs/behaviour.md');
    const at = ['start-up', 'blocks', 'escape', 'consent', 'census', 'page-modules', 'check'].map((anchor) => text.indexOf(`<a id="${anchor}"></a>`));
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
        '/** The config area (behaviour.md#owner). */',
        '/** Logout (behaviour.md#owner). */',
        ' * The tracking cookies (behaviour.md#owner: the longer reading), per behaviour.md#owner and the README (behaviour.md#owner).',
        "// The order is the specification's. The specification (behaviour.md#owner) says 26; the documented values stay.",
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
