/**
 * Random pages of block markup for the page fuzz test: both markups
 * (`data-block` and the platform's `.sqs-block[data-block-type]`), real and
 * unknown types, hostile type names and ids, JSON that is valid, truncated,
 * garbage or in a child script, and inner markup taken from the fixture
 * pages, so widgets meet both what they expect and what they do not.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { anyJson } from '../../widgets/any-json.ts';

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The inner markup of every block in the fixture pages (found at run time, so new fixtures join in). */
export function fixtureBlockContents(root: string): string[] {
  const found = new Set<string>();
  // One document for every file: jsdom's selector engine puts nine listeners on the window for each
  // document it queries, kept for the run (hundreds of fixtures: thousands, on every page's events).
  const doc = document.implementation.createHTMLDocument('');
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html')) {
        doc.documentElement.innerHTML = readFileSync(path, 'utf8');
        doc.querySelectorAll('[data-block], .sqs-block[data-block-type]').forEach((block) => {
          if (block.innerHTML.length < 4_000) found.add(block.innerHTML);
        });
      }
    }
  };
  walk(root);
  return [...found];
}

/** What generates pages: the built widgets' names, the platform numbers, and fixture inner markup. */
export interface PageModel {
  typeNames: string[];
  numbers: number[];
  contents: string[];
}

/** One page's body: 1 to 6 blocks, a few of them nested. */
export function pageArbitrary({ typeNames, numbers, contents }: PageModel): fc.Arbitrary<string> {
  const type = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...typeNames) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'unknown-block',
        '__proto__',
        'constructor',
        'toString',
        'hasOwnProperty',
        ' ',
        'VIDEO',
        'throws-on-mount',
        'throws-on-cleanup',
        'rejects-later',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const number = fc.oneof(fc.constantFrom(...numbers).map(String), fc.constantFrom('0', '-1', '69.0', '', 'NaN', '__proto__', '1e2'));
  const marker = fc.oneof(
    type.map((t) => `data-block="${escapeAttribute(t)}"`),
    number.map((n) => `class="sqs-block" data-block-type="${escapeAttribute(n)}"`),
    fc.tuple(type, number).map(([t, n]) => `class="sqs-block" data-block="${escapeAttribute(t)}" data-block-type="${escapeAttribute(n)}"`),
  );
  const id = fc.option(fc.oneof(fc.constantFrom('block-1', 'block-1', '__proto__', 'constructor', '" onmouseover="x'), fc.string({ maxLength: 10 })), {
    nil: undefined,
  });
  const json = anyJson.map((value) => JSON.stringify(value) ?? 'null');
  const data = fc.oneof(
    { weight: 2, arbitrary: fc.constant({ attribute: '', script: '' }) },
    { weight: 3, arbitrary: json.map((text) => ({ attribute: ` data-block-json="${escapeAttribute(text)}"`, script: '' })) },
    {
      weight: 1,
      arbitrary: json.map((text) => ({ attribute: ` data-block-json="${escapeAttribute(text.slice(0, Math.ceil(text.length / 2)))}"`, script: '' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":}', 'undefined', "{'single':1}", '\u0000')
        .map((text) => ({ attribute: ` data-block-json="${escapeAttribute(text)}"`, script: '' })),
    },
    {
      weight: 1,
      arbitrary: json.map((text) => ({ attribute: '', script: `<script type="application/json" data-block-json>${text.replace(/</g, '\\u003c')}</script>` })),
    },
  );
  const inner = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('', ...contents) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map(escapeAttribute) },
  );
  const block = (nested: string): fc.Arbitrary<string> =>
    fc
      .tuple(marker, id, data, inner)
      .map(([m, i, d, content]) => `<div ${m}${i === undefined ? '' : ` id="${escapeAttribute(i)}"`}${d.attribute}>${d.script}${content}${nested}</div>`);
  const leaf = block('');
  const withChild = leaf.chain((child) => block(child));
  return fc
    .array(fc.oneof({ weight: 5, arbitrary: leaf }, { weight: 1, arbitrary: withChild }), { minLength: 1, maxLength: 6 })
    .map((blocks) => blocks.join('\n'));
}
