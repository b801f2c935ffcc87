/**
 * docs/blocks/: one page per block type and 7.1 controller (a widget
 * folder), generated from the fixture element its meta pins
 * (`widgets/NAME/test/meta.ts`, tools/block-meta/types.ts) and from the widget's
 * data declaration (data.ts: its summary, and its fields when it reads
 * JSON), so the markup shown is markup the tests mount and the field table
 * says what the widget reads. `npm run docs:blocks` writes them;
 * test/unit/tools/block-docs.test.ts fails when a page is stale.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { fieldTable } from '../../build/schema-docs.mjs';
import { BLOCK_TYPE_NAME_NUMBERS, CONTROLLER_NAMES } from '../../src/enums/block-type.ts';
import { withLaterFields } from '../later-fields.ts';
import { blockNames, metaOf, readMetas } from '../block-meta/read.ts';
import type { BlockMeta } from '../block-meta/types.ts';

/** What a widget reads its data with (either file's exports). */
export interface Declaration {
  summary?: string;
  fields?: unknown;
}

export { blockNames };

/** The widget's data.ts (with its design chunks' later fields), else nothing. */
export async function declarationOf(root: string, name: string): Promise<Declaration> {
  const file = join(root, 'widgets', name, 'data.ts');
  return existsSync(file) ? withLaterFields(root, name, (await import(pathToFileURL(file).href)) as Declaration) : {};
}

const numbersOf = (name: string): readonly number[] =>
  Object.hasOwn(BLOCK_TYPE_NAME_NUMBERS, name) ? BLOCK_TYPE_NAME_NUMBERS[name as keyof typeof BLOCK_TYPE_NAME_NUMBERS] : [];
const controllersOf = (name: string): readonly string[] => (Object.hasOwn(CONTROLLER_NAMES, name) ? (CONTROLLER_NAMES[name] ?? []) : []);

/** The pinned element (or the ancestor it `shows`), read from its fixture page. */
function pinnedElement(root: string, example: BlockMeta): Element {
  const html = readFileSync(join(root, 'fixtures/pages', example.fixture), 'utf8');
  const selector = example.shows ?? example.selector;
  const element = new JSDOM(html).window.document.querySelector(selector);
  if (!element) throw new Error(`docs/blocks: no ${selector} in fixtures/pages/${example.fixture}`);
  return element;
}

/**
 * The block in both forms the runtime finds: the platform's
 * (`.sqs-block[data-block-type]`, or `data-controller` for a 7.1
 * controller) and the `data-block="NAME"` one. The fixture holds one; the
 * other is the same element with the other attribute (same inner markup,
 * same data).
 */
export function markupForms(name: string, element: Element): { platform?: string; dataBlock: string } {
  const numbers = numbersOf(name);
  const platform = element.cloneNode(true) as Element;
  const dataBlock = element.cloneNode(true) as Element;
  if (element.hasAttribute('data-block')) {
    dataBlock.id = dataBlock.id ? `${name}-1` : '';
    if (!dataBlock.id) dataBlock.removeAttribute('id');
    if (!numbers.length) return { dataBlock: dataBlock.outerHTML };
    platform.removeAttribute('data-block');
    const classes = ['sqs-block', `${name}-block`, `sqs-block-${name}`].filter((c) => !platform.classList.contains(c));
    platform.setAttribute('class', [...classes, ...platform.classList].join(' '));
    platform.setAttribute('data-block-type', String(numbers[0]));
    platform.id = `block-${name}`;
    return { platform: platform.outerHTML, dataBlock: dataBlock.outerHTML };
  }
  if (platform.hasAttribute('data-block-type')) platform.id = `block-${name}`;
  dataBlock.removeAttribute('data-block-type');
  dataBlock.removeAttribute('data-controller');
  dataBlock.setAttribute('data-block', name);
  if (dataBlock.id) dataBlock.id = `${name}-1`;
  return { platform: platform.outerHTML, dataBlock: dataBlock.outerHTML };
}

const code = (html: string): string[] => ['```html', html, '```'];

/**
 * The files the example points at on the QA server (`/fixtures/DIR/FILE`),
 * with the commands that copy them beside an author's page: under `serve`
 * the author's folder is `/fixtures/`, so the same paths then resolve.
 */
export function filesToCopy(root: string, markup: string): string[] {
  // Only files the fixtures hold: the others are links to pages (a header's menu), not something it loads.
  const files = [...new Set([...markup.matchAll(/\/fixtures\/([\w./-]+\.\w+)/g)].map((m) => m[1]!))]
    .filter((file) => existsSync(join(root, 'fixtures/pages', file)))
    .sort();
  if (!files.length) return [];
  const byFolder = new Map<string, string[]>();
  for (const file of files) {
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), `fixtures/pages/${file}`]);
  }
  const commands = [...byFolder].map(([folder, list]) => `mkdir -p my-site/${folder} && cp ${list.join(' ')} my-site/${folder}/`);
  return [
    `It points at ${files.length === 1 ? 'a file' : 'files'} of the QA server (${files.map((f) => `\`/fixtures/${f}\``).join(', ')}). Under \`npx site-runtime serve my-site\` your folder is \`/fixtures/\`, so copy ${files.length === 1 ? 'it' : 'them'} beside your page (or point at your own):`,
    '',
    '```sh',
    ...commands,
    '```',
    '',
  ];
}

/** One block's page. */
export async function blockPage(root: string, name: string): Promise<string> {
  const example = await metaOf(root, name);
  const declaration = await declarationOf(root, name);
  const element = pinnedElement(root, example);
  const { platform, dataBlock } = example.shows ? { platform: undefined, dataBlock: undefined } : markupForms(name, element);
  const numbers = numbersOf(name);
  const controllers = controllersOf(name);
  const found = [`\`data-block="${name}"\``, ...numbers.map((n) => `\`data-block-type="${n}"\``), ...controllers.map((c) => `\`data-controller="${c}"\``)];
  const lines = [
    `# \`${name}\``,
    '',
    `<!-- Generated by \`npm run docs:blocks\` from fixtures/pages/${example.fixture} (${example.selector}) and widgets/${name}/. Do not edit by hand. -->`,
    '',
    declaration.summary ?? '',
    '',
    `Found as ${found.join(', ')}. [All blocks](README.md)`,
    '',
    '## What a visitor can do',
    '',
    example.visitor,
    '',
    '## Markup',
    '',
    `The smallest complete block, as in [\`fixtures/pages/${example.fixture}\`](../../fixtures/pages/${example.fixture}). Paste it inside the page's \`<body>\` ([a page](README.md#a-page)).`,
    '',
  ];
  if (example.needs) lines.push(example.needs, '');
  lines.push(...filesToCopy(root, element.outerHTML));
  if (example.shows)
    lines.push(
      `It reads its surroundings, so the example is the whole \`${example.shows}\` around it, in the platform's markup only:`,
      '',
      ...code(element.outerHTML),
      '',
    );
  if (platform) lines.push(controllers.length && !numbers.length ? "The platform's 7.1 markup:" : "The platform's markup:", '', ...code(platform), '');
  if (dataBlock)
    lines.push(
      platform ? 'The same block written by hand (`data-block`):' : 'Written by hand (`data-block`; the platform has no number for it):',
      '',
      ...code(dataBlock),
      '',
    );
  lines.push('## Fields', '', ...fieldTable(declaration), '');
  lines.push('## Screenshot', '', `![The ${name} block, mounted](img/${name}.png)`, '');
  return lines.join('\n');
}

/** The index: the page skeleton and every block in a line (its numbers or controllers, and what a visitor can do, from its meta). */
export function indexPage(metas: ReadonlyMap<string, BlockMeta>): string {
  const rows = [...metas].map(([name, meta]) => {
    const found = [...numbersOf(name).map(String), ...controllersOf(name)].join(', ') || '`data-block` only';
    return `| [\`${name}\`](${name}.md) | ${found} | ${meta.visitor.replace(/\|/g, '\\|')} |`;
  });
  return [
    '# Blocks',
    '',
    '<!-- Generated by `npm run docs:blocks`. Do not edit by hand. -->',
    '',
    "One page per block type and 7.1 section controller: its smallest complete markup (the platform's form and the hand-written `data-block` form), every field with its default and accepted values, a screenshot, and what a visitor can do with it.",
    '',
    '## A page',
    '',
    "Save this as `index.html` in a folder, paste blocks where the comment is, and run `npx site-runtime serve FOLDER` from this repository: it prints the page's URL and shows each block's problems in the page's corner ([serve.md](../serve.md)). Each block gets `data-block-state=\"ready\"` once it is mounted (`error` if it is refused; its markup then stays as it is).",
    '',
    ...code(
      [
        '<!doctype html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<title>My page</title>',
        '<script type="application/json" id="site-context">{"website": {"id": "my-site", "baseUrl": "http://127.0.0.1"}, "pageType": 2}</script>',
        '</head>',
        '<body>',
        '<main>',
        '<!-- blocks -->',
        '</main>',
        '<script src="/dist/loader.js" defer></script>',
        '</body>',
        '</html>',
      ].join('\n'),
    ),
    '',
    "`/dist/loader.js` is where `serve` puts the runtime; on a published site it is wherever the platform serves it. Image and script paths in the examples (`/fixtures/…`) are the QA server's own files: under `serve` your folder is `/fixtures/`, so put your own files there and point at them.",
    '',
    '## Every block',
    '',
    '| page | `data-block-type` numbers, `data-controller` names | what a visitor can do |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** Every page of docs/blocks/, by file name. */
export async function allPages(root: string): Promise<Map<string, string>> {
  const metas = await readMetas(root);
  const pages = new Map<string, string>([['README.md', indexPage(metas)]]);
  for (const name of metas.keys()) pages.set(`${name}.md`, await blockPage(root, name));
  return pages;
}
