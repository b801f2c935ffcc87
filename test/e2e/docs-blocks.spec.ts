/**
 * docs/blocks/ as a template author uses it: a page built only from the
 * docs' own code blocks (the skeleton in docs/blocks/README.md, every
 * block page's markup, both forms) mounts every block, and each does its
 * main thing there.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const docs = path.join(process.cwd(), 'docs/blocks');
const codeBlocks = (file: string): string[] => [...readFileSync(path.join(docs, file), 'utf8').matchAll(/```html\n([\s\S]*?)\n```/g)].map((m) => m[1]!);

const skeleton = codeBlocks('README.md')[0]!;
const pages = readdirSync(docs).filter((f) => f.endsWith('.md') && f !== 'README.md').sort();
const blocks = pages.flatMap((file) => codeBlocks(file));
const pageHtml = skeleton.replace('<!-- blocks -->', blocks.join('\n'));

/** Serves the built page on the QA server's origin, beside the fixtures the examples' images and stand-ins live in. */
async function openDocsPage(page: Page): Promise<void> {
  await page.route('**/fixtures/docs-blocks.html', (route) => route.fulfill({ contentType: 'text/html', body: pageHtml }));
  await page.goto('/fixtures/docs-blocks.html');
}

test('the docs print both forms of every block, and a page of only them mounts each one', async ({ page }) => {
  expect(pages.length).toBeGreaterThan(30);
  expect(blocks.length).toBeGreaterThan(pages.length);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openDocsPage(page);
  const found = page.locator('[data-block-state]');
  await expect(found).toHaveCount(blocks.length);
  // Scrolled through, so blocks that wait to be in view mount too.
  for (let i = 0; i < blocks.length; i++) await found.nth(i).evaluate((el) => el.scrollIntoView());
  const notReady = async () => found.evaluateAll((els) => els.filter((el) => el.getAttribute('data-block-state') !== 'ready').map((el) => `${el.id || el.getAttribute('data-block') || el.getAttribute('data-controller')}: ${el.getAttribute('data-block-state')}`));
  await expect.poll(notReady, { timeout: 20_000 }).toEqual([]);
  expect(errors).toEqual([]);
});
