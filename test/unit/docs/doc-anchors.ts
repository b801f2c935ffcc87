/**
 * Where a citation of a docs page points: the anchors a markdown file has (its `<a id>`s and the
 * slugs a renderer gives its headings), and the file a citation names, for
 * test/unit/docs/citations.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

export const ROOT = join(import.meta.dirname, '../../..');

/** A heading's slug, as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string): string =>
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
function citedFile(page: string, from: string, isLink: boolean): string {
  if (isLink)
    return normalize(join(dirname(from), page))
      .split('\\')
      .join('/');
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

/** The text of the section `anchor` starts in a markdown file: up to the next section's anchor. */
export function sectionText(file: string, anchor: string): string | undefined {
  const full = join(ROOT, file);
  if (!existsSync(full)) return undefined;
  const text = readFileSync(full, 'utf8');
  const start = text.indexOf(`<a id="${anchor}"></a>`);
  if (start < 0) return undefined;
  const next = /\n\n<a id="[^"]+"><\/a>/g;
  next.lastIndex = start;
  const end = next.exec(text)?.index ?? text.length;
  return text.slice(start, end);
}

/** Text as a reader compares it: markdown's code and emphasis marks dropped, whitespace one space, lower case. */
const plain = (text: string): string => text.replace(/[`*]/g, '').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

/** A citation that quotes its section: `PAGE.md#ANCHOR: "WORDS"` (or `, "words"`, or `says "words"`). */
export interface QuotedCitation extends Citation {
  /** The quoted words; `...` or `…` in a quote stands for words left out. */
  quotes: string[];
}

const QUOTE = String.raw`(?:"[^"\n]+"|'[^'\n]+'|“[^”\n]+”)`;
const QUOTED = new RegExp(String.raw`((?:docs\/)?(?:[\w-]+\/)*[\w-]+\.md)#([\w-]+)(?:[:,]| says) (${QUOTE}(?:(?:,| and| or) ${QUOTE})*)`, 'g');

/** Every quoted citation in a file's text, its comment line breaks and leaders read as spaces. */
export function quotedCitationsIn(path: string, text: string): QuotedCitation[] {
  if (!text.includes('.md#')) return [];
  /** Offsets in the joined text at which each further line starts. */
  const breaks: number[] = [];
  let removed = 0;
  const joined = text.replace(/\n[ \t]*(?:\*(?!\/)|\/\/|#(?!\w))?[ \t]*/g, (gap: string, offset: number) => {
    breaks.push(offset - removed);
    removed += gap.length - 1;
    return ' ';
  });
  const lineOf = (index: number): number => 1 + breaks.filter((at) => at < index).length;
  return [...joined.matchAll(QUOTED)].map((match) => ({
    at: `${path}:${lineOf(match.index)}`,
    file: citedFile(match[1]!, path, false),
    anchor: match[2]!,
    quotes: [...match[3]!.matchAll(new RegExp(QUOTE, 'g'))].map((quote) => quote[0].slice(1, -1)),
  }));
}

/** Whether a section holds a quote: its parts, split at an ellipsis, in order. */
export function holds(section: string, quote: string): boolean {
  const text = plain(section);
  let from = 0;
  for (const part of quote
    .split(/\.\.\.|…/)
    .map(plain)
    .filter(Boolean)) {
    const at = text.indexOf(part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}
