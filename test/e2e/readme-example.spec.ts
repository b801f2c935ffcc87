/**
 * The README's "A page" example, as a newcomer pastes it: served exactly as
 * written (its loader address is where this server has it), every
 * block in it gets ready with no console warning or error, and the
 * accordion opens by keyboard.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collectConsole } from './support/qa.ts';
import { expect, test } from './support/test.ts';

const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
const example = /## A page\n\n```html\n([\s\S]*?)```/.exec(readme)![1]!;

test("the README's example page works as pasted: its blocks are ready, nothing warns, the accordion opens", async ({ page }) => {
  expect(example).toContain('<script src="/dist/loader.js" defer></script>');
  const html = `<!doctype html>\n<html lang="en">\n${example}</html>`;
  await page.route('**/fixtures/readme-example.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const console = collectConsole(page);
  await page.goto('/fixtures/readme-example.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  const ids = [...example.matchAll(/data-block="[^"]+" id="([^"]+)"/g)].map((m) => m[1]!);
  expect(ids.length).toBeGreaterThanOrEqual(2);
  for (const id of ids) await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'ready');
  await page.locator('#block-faq button').press('Enter');
  await expect(page.locator('#block-faq button')).toHaveAttribute('aria-expanded', 'true');
  expect(console.messages.filter((m) => m.type === 'warning' || m.type === 'error')).toEqual([]);
  expect(console.pageErrors).toEqual([]);
});
