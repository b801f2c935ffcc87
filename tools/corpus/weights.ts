/**
 * The original platform's JavaScript weight per page (docs/behaviour/tools.md#corpus),
 * from what the corpus states, most particular first:
 * 1. the page's own first comment: a sentence naming the original's
 *    JavaScript with a gzip figure ("original platform JavaScript: 9 files,
 *    702,113 B gzip", "… about 1.1 MB gzip");
 * 2. the folder's README for the page's platform version: its table names
 *    each page's version (`| \`page.html\` | 7.0 … |`), and a sentence the
 *    weight ("on the 7.0 pages: 8 files, 656,834 B gzip"), or the weight for
 *    a version's pages with a form block ("on a 7.1 page with a form, about
 *    1.29 MB gzip");
 * 3. else no weight is stated, and a comparison takes the smallest weight
 *    stated for any page of the folder as its bound ({@link boundWeight}):
 *    the strictest the corpus allows.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The original's JavaScript on a page: gzip bytes and, where stated, files; where the figure comes from. */
export interface OriginalWeight {
  bytes: number;
  files?: number;
  /** `comment`: the page's first comment; `readme`: the folder's README for its version; `bound`: none stated (see {@link boundWeight}). */
  source: 'comment' | 'readme' | 'bound';
}

const UNIT: Record<string, number> = { B: 1, KB: 1024, MB: 1024 * 1024 };
/** A gzip figure: "656,834 B gzip", "641.4 KB gzip", "1.29 MB gzip". */
const FIGURE = /([\d][\d,]*(?:\.\d+)?) (B|KB|MB) gzip/;

/** Bytes of a figure's number and unit ("656,834", "B"). */
export const figureBytes = (number: string, unit: string): number => Math.round(Number(number.replace(/,/g, '')) * UNIT[unit]!);

/** The page's first HTML comment, whitespace folded, or '' without one. */
export const firstComment = (html: string): string => (/<!-{2}([\s\S]*?)-{2}>/.exec(html)?.[1] ?? '').replace(/\s+/g, ' ').trim();

/**
 * The weight a page's first comment states, if any: the first sentence that
 * names the original's JavaScript (or the platform's) with a gzip figure,
 * and its file count where that sentence gives one.
 */
export function statedWeight(comment: string): Omit<OriginalWeight, 'source'> | undefined {
  for (const sentence of comment.split(/(?<=\.)\s+(?=[A-Z])/)) {
    if (!/\b(original|platform)\b/i.test(sentence) || !/\bJavaScript\b|\bJS\b/.test(sentence)) continue;
    const figure = FIGURE.exec(sentence);
    if (!figure) continue;
    const files = /(\d+) files/.exec(sentence);
    return { bytes: figureBytes(figure[1]!, figure[2]!), ...(files ? { files: Number(files[1]) } : {}) };
  }
  return undefined;
}

/** What a README states per platform version: every page's weight, and the weight of its pages with a form. */
interface VersionWeights {
  all?: Omit<OriginalWeight, 'source'>;
  withForm?: Omit<OriginalWeight, 'source'>;
}

/** The README's weights by version, and each page's version from its table. */
export function readmeWeights(readme: string): { versions: Map<string, VersionWeights>; pages: Map<string, string> } {
  const text = readme.replace(/\s+/g, ' ');
  const versions = new Map<string, VersionWeights>();
  const entry = (version: string) => versions.get(version) ?? versions.set(version, {}).get(version)!;
  for (const m of text.matchAll(/on the (\d+(?:\.\d+)?) pages[^:]*: (\d+) files, ([\d,.]+) (B|KB|MB) gzip/g)) {
    entry(m[1]!).all = { files: Number(m[2]), bytes: figureBytes(m[3]!, m[4]!) };
  }
  for (const m of text.matchAll(/on an? (\d+(?:\.\d+)?) page with a form, (?:about )?([\d,.]+) (B|KB|MB) gzip/g)) {
    entry(m[1]!).withForm = { bytes: figureBytes(m[2]!, m[3]!) };
  }
  const pages = new Map<string, string>();
  for (const m of text.matchAll(/\| `([^`]+\.html)` \| (\d+(?:\.\d+)?)/g)) pages.set(m[1]!, m[2]!);
  return { versions, pages };
}

/** Whether a page holds a platform form block (block type 9), for the README's "with a form" weight. */
export const hasFormBlock = (html: string): boolean => /\bdata-block-type="9"/.test(html);

/** One page's stated weight: its first comment's, else its README's for its version (with a form where it has one). */
export function pageWeight(html: string, version: string | undefined, versions: Map<string, VersionWeights>): OriginalWeight | undefined {
  const own = statedWeight(firstComment(html));
  if (own) return { ...own, source: 'comment' };
  const byVersion = version ? versions.get(version) : undefined;
  const weight = (hasFormBlock(html) && byVersion?.withForm) || byVersion?.all;
  return weight ? { ...weight, source: 'readme' } : undefined;
}

/** Reads `DIR/README.md` and each page's first comment; page file name → its original's stated weight (only pages with one). */
export function originalWeights(dir: string): Map<string, OriginalWeight> {
  const weights = new Map<string, OriginalWeight>();
  if (!existsSync(dir)) return weights;
  const readme = join(dir, 'README.md');
  const { versions, pages } = readmeWeights(existsSync(readme) ? readFileSync(readme, 'utf8') : '');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.html'))) {
    const weight = pageWeight(readFileSync(join(dir, file), 'utf8'), pages.get(file), versions);
    if (weight) weights.set(file, weight);
  }
  return weights;
}

/**
 * The weight to compare a page with none stated against: the smallest stated
 * for any page of the folder (a page of the same platform with fewer
 * features is the least the original could have sent), or `undefined` when
 * nothing is stated at all.
 */
export function boundWeight(weights: Map<string, OriginalWeight>): OriginalWeight | undefined {
  const smallest = [...weights.values()].sort((a, b) => a.bytes - b.bytes)[0];
  return smallest ? { bytes: smallest.bytes, source: 'bound' } : undefined;
}
