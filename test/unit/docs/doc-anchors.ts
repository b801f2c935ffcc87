/**
 * Where a citation of a docs page points: the anchors a markdown file has (its `<a id>`s and the
 * slugs a renderer gives its headings), and the file a citation names, for
 * test/unit/docs/citations.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

export const ROOT = join(import.meta.dirname, '../../..');

/** A heading's slug, as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export const slug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const cache = new Map<string, Set<string>>();

/** The anchors of a repository-relative markdown file (empty when it does not exist). */
export function anchorsOf(path: string): Set<string> {
  const known = cache.get(path);
  if (known) return known;
  const full = join(ROOT, path);
  const anchors = new Set<string>();
  if (existsSync(full)) {
    const text = readFileSync(full, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    for (const match of text.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.add(match[1]!);
    for (const match of text.matchAll(/^#{1,6} (.+)$/gm)) anchors.add(slug(match[1]!));
  }
  cache.set(path, anchors);
  return anchors;
}

/**
 * The repository-relative file a citation `page` names, seen from the file `from`: a markdown
 * link is relative to its own page; a citation in prose or a comment is `docs/…` from the
 * repository's top, or a page of docs/ named without it (`behaviour/gallery.md`).
 */
export function citedFile(page: string, from: string, isLink: boolean): string {
  if (isLink) return normalize(join(dirname(from), page)).split('\\').join('/');
  if (page.startsWith('docs/') || page === 'README.md') return page;
  return `docs/${page}`;
}

/** A citation of a docs page's anchor found in a file. */
export interface Citation {
  /** Repository-relative file holding the citation, and its line. */
  at: string;
  /** Repository-relative markdown file cited. */
  file: string;
  anchor: string;
}

const LINK = /\]\(((?:\.\.?\/)*[\w./-]+\.md)#([\w-]+)\)/g;
const PROSE = /(?<![\w./-])((?:docs\/)?(?:[\w-]+\/)*[\w-]+\.md)#([\w-]+)/g;

/** Every `PAGE.md#anchor` in a file's text, as links and as prose. */
export function citationsIn(path: string, text: string): Citation[] {
  const lineOf = (index: number): number => text.slice(0, index).split('\n').length;
  const found: Citation[] = [];
  const links = new Set<number>();
  if (path.endsWith('.md')) {
    for (const match of text.matchAll(LINK)) {
      const start = match.index + 2;
      links.add(start);
      found.push({ at: `${path}:${lineOf(start)}`, file: citedFile(match[1]!, path, true), anchor: match[2]! });
    }
  }
  for (const match of text.matchAll(PROSE)) {
    if (links.has(match.index)) continue;
    found.push({ at: `${path}:${lineOf(match.index)}`, file: citedFile(match[1]!, path, false), anchor: match[2]! });
  }
  return found;
}
