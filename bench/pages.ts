/**
 * The bench's pages, written into a scratch copy of the fixtures so one QA
 * server serves every way of loading each page: `NAME.html` with loader.js
 * as published, `NAME.eager.html` with the eager bundle instead and
 * `NAME.split.html` with the split eager build (bench/eager/). The
 * page with one of every block is made here from docs/blocks/, so blocks
 * added later join it.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One bench page: its label and its path under /fixtures/ (without `.html`). */
export interface BenchPage {
  label: string;
  path: string;
}

/** The pages the issue names, plainest first. */
export const BENCH_PAGES: BenchPage[] = [
  { label: 'plain (no blocks)', path: 'blocks/no-blocks' },
  { label: 'blog-like (text, images)', path: 'bench/blog' },
  { label: 'platform markup', path: 'blocks/platform' },
  { label: 'one of every block', path: 'bench/every-block' },
  { label: '300 blocks', path: 'blocks/long-300' },
];

const LOADER_TAG = /<script src="\/dist\/loader\.js"[^>]*><\/script>/;
const EAGER_CSS = '<link rel="stylesheet" href="/fixtures/__eager/eager.css">';

/** The ways a bench page loads the runtime: as published, and the two peers. */
export const WAYS = ['loader', 'eager', 'split'] as const;
/** One of {@link WAYS}. */
export type Way = (typeof WAYS)[number];

/** What stands in a page's head in place of loader.js, for each peer: the same stylesheet, its own script. */
const PEER_TAGS: Record<Exclude<Way, 'loader'>, string> = {
  eager: `${EAGER_CSS}<script type="module" src="/fixtures/__eager/eager.js"></script>`,
  split: `${EAGER_CSS}<script type="module" src="/fixtures/__split/split.js"></script>`,
};

/** The URL path of a bench page loaded one way. */
export const wayPath = (path: string, way: Way): string => `/fixtures/${path}${way === 'loader' ? '' : `.${way}`}.html`;

/** The ```html code blocks of a docs/blocks/ page, in order. */
const codeBlocks = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(/```html\n([\s\S]*?)\n```/g)].map((m) => m[1]!);

/**
 * One working block of each widget type: the first example of each block's
 * docs page (docs/blocks/NAME.md, the markup a template author pastes, which
 * test/e2e/docs-blocks.spec.ts mounts without an error), in the docs' own
 * page skeleton with the fixtures' stylesheets. Fixture pages would do too,
 * but the first of each type in them is often a broken or failing case (bad
 * JSON, a provider script that never loads), and a page of failures times
 * the runtime's error paths and timeouts, the same on both sides, not
 * loading.
 */
function everyBlockPage(root: string, widgets: string[]): { html: string; types: number } {
  const docs = join(root, 'docs/blocks');
  const examples = widgets.flatMap((name) => codeBlocks(join(docs, `${name}.md`)).slice(0, 1));
  const skeleton = codeBlocks(join(docs, 'README.md'))[0]!;
  const html = skeleton
    .replace(
      '<title>My page</title>',
      `<title>One of every block (${examples.length} types)</title>\n<link rel="stylesheet" href="/fixtures/blocks/page.css">\n<link rel="stylesheet" href="/fixtures/forms/forms.css">`,
    )
    .replace('<!-- blocks -->', ['<h1>One of every block</h1>', ...examples].join('\n'));
  return { html, types: examples.length };
}

/** Copies the fixtures into `scratch`, adds the page of every block, and each bench page's twins for the peers. */
export function writeBenchPages(root: string, scratch: string, widgets: string[]): number {
  const fixtures = join(root, 'fixtures/pages');
  cpSync(fixtures, scratch, { recursive: true });
  const every = everyBlockPage(root, widgets);
  writeFileSync(join(scratch, 'bench/every-block.html'), every.html);
  for (const { path } of BENCH_PAGES) {
    const html = readFileSync(join(scratch, `${path}.html`), 'utf8');
    if (!LOADER_TAG.test(html)) throw new Error(`${path}.html has no loader tag to replace`);
    for (const [way, tags] of Object.entries(PEER_TAGS)) writeFileSync(join(scratch, `${path}.${way}.html`), html.replace(LOADER_TAG, tags));
  }
  return every.types;
}
