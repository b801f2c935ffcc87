/**
 * docs/blocks/ as a template author uses it: a page built only from the
 * docs' own code blocks (the skeleton in docs/blocks/README.md, every
 * block page's markup, both forms) mounts every block, passes an axe scan,
 * and each does its main thing there (its meta's `check`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readMetas } from '../../tools/block-meta/read.ts';
import { expect, test } from './support/test.ts';

const docs = path.join(process.cwd(), 'docs/blocks');
const codeBlocks = (file: string): string[] => [...readFileSync(path.join(docs, file), 'utf8').matchAll(/```html\n([\s\S]*?)\n```/g)].map((m) => m[1]!);

const skeleton = codeBlocks('README.md')[0]!;
const pages = readdirSync(docs)
  .filter((f) => f.endsWith('.md') && f !== 'README.md')
  .sort();
type Example = { name: string; html: string };
const examplesOf = (file: string): Example[] => codeBlocks(file).map((html, i) => ({ name: `${file.replace(/\.md$/, '')}#${i + 1}`, html }));
const blocks = pages.flatMap(examplesOf);
// Each example in a wrapper named after its page, so a failure says which one.
const pageOf = (examples: Example[]): string =>
  skeleton.replace('<!-- blocks -->', examples.map(({ name, html }) => `<div class="docs-example" data-example="${name}">\n${html}\n</div>`).join('\n'));

/** Serves a page of the given examples on the QA server's origin, beside the fixtures their images and stand-ins live in. */
async function openDocsPage(page: Page, examples: Example[] = blocks): Promise<void> {
  await page.route('**/fixtures/docs-blocks.html', (route) => route.fulfill({ contentType: 'text/html', body: pageOf(examples) }));
  await page.goto('/fixtures/docs-blocks.html');
}

test('the docs print both forms of every block', () => {
  expect(pages.length).toBeGreaterThan(30);
  expect(blocks.length).toBeGreaterThan(pages.length);
});

// Eight pages of about six docs pages each, not one page of every block: the same check in
// parts a loaded machine finishes within the test limit (one page of all of them took 35 s,
// a quarter of them 28 s, under a load average of 34 on 2 cores), and parts two workers share.
const groups = 8;
const groupOf = (index: number): string[] => pages.filter((_, i) => i % groups === index);
for (let index = 0; index < groups; index++)
  test(`a page of only the docs' markup mounts each block (part ${index + 1} of ${groups})`, async ({ page }) => {
    const group = groupOf(index).flatMap(examplesOf);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await openDocsPage(page, group);
    const examples = page.locator('.docs-example');
    await expect(examples).toHaveCount(group.length);
    // Scrolled through, so blocks that wait to be in view mount too.
    for (let i = 0; i < group.length; i++) await examples.nth(i).evaluate((el) => el.scrollIntoView());
    // Every example's own element is a block, and every block on the page (the ones inside them too) is ready.
    const states = async () =>
      page.evaluate(() =>
        [
          ...[...document.querySelectorAll('.docs-example')].map(
            (el) => `${el.getAttribute('data-example')}: ${el.firstElementChild?.getAttribute('data-block-state')}`,
          ),
          ...[...document.querySelectorAll('.docs-example > * [data-block-state]')].map(
            (el) => `${el.closest('.docs-example')!.getAttribute('data-example')} inner: ${el.getAttribute('data-block-state')}`,
          ),
        ].filter((line) => !line.endsWith(': ready')),
      );
    await expect.poll(states, { timeout: 20_000 }).toEqual([]);
    expect(errors).toEqual([]);
    // Every block mounted, in both forms, on one page: one axe scan covers each block type there is.
    // Two page rules are this page's own: it prints each block twice (so its landmarks repeat) under
    // the docs' skeleton, which has no h1 (nor has a stand-in embed's frame).
    const axe = await new AxeBuilder({ page }).disableRules(['landmark-unique', 'page-has-heading-one']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} in ${n.html.slice(0, 60)}`).join(', ')}`)).toEqual([]);
  });

// What a visitor does with each block, and what must follow: its meta's `check` (widgets/NAME/test/meta.ts).
const metas = await readMetas(process.cwd());
const checked = [...metas].filter(([, meta]) => meta.check);

test('every block with a visitor check has a docs page', () => {
  expect(checked.length).toBeGreaterThan(20);
  for (const [name] of checked) expect(pages, `docs/blocks/${name}.md`).toContain(`${name}.md`);
});

// In the same eight parts, each on a page of only its own blocks' docs markup.
for (let index = 0; index < groups; index++)
  test(`on a page of only the docs' markup, each block does its main thing for a visitor (part ${index + 1} of ${groups})`, async ({ page }) => {
    const group = checked.filter((_, i) => i % groups === index);
    await openDocsPage(
      page,
      group.flatMap(([name]) => examplesOf(`${name}.md`)),
    );
    for (const [name, { check }] of group) {
      await test.step(name, async () => {
        const block = page.locator(`[data-example="${name}#1"] > *`);
        await block.evaluate((el) => el.scrollIntoView());
        await expect(block).toHaveAttribute('data-block-state', 'ready', { timeout: 15_000 });
        await check!({ page, block, expect });
      });
    }
  });
