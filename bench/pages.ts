/**
 * The bench's pages, written into a scratch copy of the fixtures so one QA
 * server serves both ways of loading each page: `NAME.html` with loader.js
 * as published, and `NAME.eager.html` with the eager bundle instead. The
 * page with one of every block is made here from the fixtures, so blocks
 * added later join it.
 */
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { JSDOM } from 'jsdom';
import { BLOCK_SELECTOR } from '../src/blocks/selector.ts';
import { BLOCK_TYPE_NAME_NUMBERS } from '../src/enums/block-type.ts';

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
const EAGER_TAGS = '<link rel="stylesheet" href="/fixtures/__eager/eager.css"><script type="module" src="/fixtures/__eager/eager.js"></script>';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

/**
 * One block of each widget type, taken from the fixture pages (the first
 * found of each, in path order; pages of broken or fault blocks skipped).
 */
function everyBlockPage(fixtures: string, widgets: string[]): string {
  const numbers = new Map<string, string>();
  for (const [name, list] of Object.entries(BLOCK_TYPE_NAME_NUMBERS)) for (const n of list as readonly number[]) numbers.set(String(n), name);
  const found = new Map<string, string>();
  for (const file of htmlFiles(fixtures).sort()) {
    if (/broken|faults|bench/.test(relative(fixtures, file))) continue;
    const doc = new JSDOM(readFileSync(file, 'utf8')).window.document;
    for (const element of doc.querySelectorAll(BLOCK_SELECTOR)) {
      const type = element.getAttribute('data-block') || numbers.get(element.getAttribute('data-block-type') ?? '');
      if (type && widgets.includes(type) && !found.has(type)) found.set(type, element.outerHTML);
    }
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>One of every block (${found.size} types)</title>
<link rel="stylesheet" href="/fixtures/blocks/page.css">
<link rel="stylesheet" href="/fixtures/forms/forms.css">
<script type="application/json" id="site-context">{"website":{"id":"w-fixtures","identifier":"fixtures","baseUrl":"http://127.0.0.1","siteTitle":"Fixture Site"},"pageType":2,"templateVersion":"7.1"}</script>
</head>
<body>
<main class="sqs-layout">
<h1>One of every block</h1>
${[...found.values()].join('\n')}
</main>
<script src="/dist/loader.js" defer></script>
</body>
</html>
`;
}

/** Copies the fixtures into `scratch`, adds the page of every block, and the eager twin of each bench page. */
export function writeBenchPages(root: string, scratch: string, widgets: string[]): number {
  const fixtures = join(root, 'fixtures/pages');
  cpSync(fixtures, scratch, { recursive: true });
  const every = everyBlockPage(fixtures, widgets);
  writeFileSync(join(scratch, 'bench/every-block.html'), every);
  for (const { path } of BENCH_PAGES) {
    const html = readFileSync(join(scratch, `${path}.html`), 'utf8');
    if (!LOADER_TAG.test(html)) throw new Error(`${path}.html has no loader tag to replace`);
    writeFileSync(join(scratch, `${path}.eager.html`), html.replace(LOADER_TAG, EAGER_TAGS));
  }
  return (every.match(/data-block(-type)?="/g) ?? []).length;
}
