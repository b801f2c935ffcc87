// @vitest-environment node
/**
 * docs/blocks/ (tools/block-docs/): every page is what the generator makes
 * of today's fixtures and declarations, and each field's description and
 * default on it is the declaration's own.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Table } from '../../../src/block-data/field.ts';
import { allPages, blockNames, declarationOf, markupForms } from '../../../tools/block-docs/pages.ts';

const ROOT = join(import.meta.dirname, '../../..');
const DOCS = join(ROOT, 'docs/blocks');
const names = blockNames(ROOT);
const onDisk = (file: string): string => (existsSync(join(DOCS, file)) ? readFileSync(join(DOCS, file), 'utf8') : '(missing)');
const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** Every field of a declaration as [dotted path, description, default], independently of the generator. */
function declared(table: Table, prefix = ''): [string, string, unknown][] {
  return Object.entries(table).flatMap(([key, field]) => [
    [prefix + key, field.description, field.fallback] as [string, string, unknown],
    ...(field.table ? declared(field.table, prefix + key + (field.accepts.startsWith('list of') ? '[].' : '.')) : []),
  ]);
}

describe('docs/blocks/', () => {
  // Each folder's meta pins its fixture element (test/unit/tools/block-meta.test.ts).
  it('has a page for every widget folder, and none for a folder that is gone', () => {
    const pages = readdirSync(DOCS)
      .filter((f) => f.endsWith('.md'))
      .sort();
    expect(pages).toEqual(['README.md', ...names.map((n) => `${n}.md`)].sort());
  });

  it('every page is what `npm run docs:blocks` writes today (run it when this fails)', async () => {
    const stale = [...(await allPages(ROOT))].filter(([file, text]) => onDisk(file) !== text).map(([file]) => file);
    expect(stale).toEqual([]);
  }, 60_000);

  it.each(names)("%s: each field is on the page with its declaration's description and default", async (name) => {
    const declaration = await declarationOf(ROOT, name);
    const page = onDisk(`${name}.md`);
    const fields = declaration.fields ? declared(declaration.fields as Table) : [];
    if (!fields.length) expect(page).toContain('No JSON data');
    for (const [path, description, fallback] of fields) {
      const row = page.split('\n').find((line) => line.startsWith(`| \`${path}\` |`));
      expect(row, `${name}.md: no row for ${path}`).toBeDefined();
      expect(row).toContain(cell(description));
      if (fallback !== undefined) expect(row).toContain(`\`${JSON.stringify(fallback)}\``);
    }
    if (declaration.summary) expect(page).toContain(declaration.summary);
  });

  it.each(names)('%s: the files its copy commands name exist', (name) => {
    const copied = [...onDisk(`${name}.md`).matchAll(/^mkdir -p \S+ && cp (.+) \S+$/gm)].flatMap((m) => m[1]!.split(' '));
    expect(copied.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });

  it.each(names)('%s: its screenshot exists and is small', (name) => {
    const file = join(DOCS, 'img', `${name}.png`);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).length).toBeLessThan(40_000);
  });
});

describe('markupForms', () => {
  const element = (html: string): Element => new JSDOM(html).window.document.body.firstElementChild!;

  it('gives a data-block example its platform form: the number and the sqs-block classes, same inner markup and data', () => {
    const forms = markupForms('shape', element(`<div data-block="shape" id="x" data-block-json='{"shapeName":"pill"}'><i></i></div>`));
    expect(forms.platform).toBe(
      `<div id="block-shape" data-block-json="{&quot;shapeName&quot;:&quot;pill&quot;}" class="sqs-block shape-block sqs-block-shape" data-block-type="71"><i></i></div>`,
    );
    expect(forms.dataBlock).toBe(`<div data-block="shape" id="shape-1" data-block-json="{&quot;shapeName&quot;:&quot;pill&quot;}"><i></i></div>`);
  });

  it('gives a platform example its data-block form, and a block the platform has no number for only that', () => {
    expect(markupForms('menu', element('<div class="sqs-block menu-block" data-block-type="18" id="b"><i></i></div>')).dataBlock).toBe(
      '<div class="sqs-block menu-block" id="menu-1" data-block="menu"><i></i></div>',
    );
    expect(markupForms('scaled-text', element('<div data-block="scaled-text"><p>Hi</p></div>'))).toEqual({
      dataBlock: '<div data-block="scaled-text"><p>Hi</p></div>',
    });
  });

  it('writes a 7.1 controller as its data-controller markup and as data-block', () => {
    const forms = markupForms('header', element('<header data-controller="Header" id="header"><a></a></header>'));
    expect(forms.platform).toBe('<header data-controller="Header" id="header"><a></a></header>');
    expect(forms.dataBlock).toBe('<header id="header-1" data-block="header"><a></a></header>');
  });
});
