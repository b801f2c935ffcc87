/**
 * Issue 22: `site-runtime check` and the live runtime find the same problems
 * (docs/behaviour.md#block-data-declaration). `check --json` reads every
 * fixture page and every real page in ../shared/real-pages/ (skipped, with a
 * message, when that folder is absent); each page is then loaded in Chromium
 * and its console's block lines are compared with check's, block by block,
 * one for one: the same fields, in the same words.
 *
 * What check cannot see is left out on both sides: a block whose type a page
 * script registers (`data-block` names no built widget), and failures of the
 * markup, the chunk or the widget itself (a runtime error whose field is not
 * a data path, or that names none).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { collectConsole } from './support/qa.ts';

const ROOT = join(import.meta.dirname, '../..');
const FIXTURES = join(ROOT, 'fixtures/pages');
const REAL = join(ROOT, '../shared/real-pages');

interface CheckProblem {
  file: string;
  id: string;
  type: string;
  field: string;
  message: string;
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => /data-block(-type)?=/.test(readFileSync(file, 'utf8')))
    .sort();

/** check's findings for `files`, as `file → ["#id field: message", …]`. */
function checkFindings(files: string[]): Map<string, string[]> {
  let out: string;
  try {
    out = execFileSync(process.execPath, ['bin/site-runtime.mjs', 'check', '--json', ...files], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 });
  } catch (error) {
    out = (error as { stdout: string }).stdout; // exit 1: problems found
  }
  const findings = new Map<string, string[]>(files.map((file) => [relative(ROOT, file), []]));
  for (const p of (JSON.parse(out) as { problems: CheckProblem[] }).problems) {
    if (p.field === 'data-block') continue; // a type the page registers itself: check cannot know it
    // The runtime's refusal is one line: the first field, then each other one (src/block-data/sentences.ts).
    findings.get(p.file)!.push(`#${p.id} ${p.field}: ${p.message}`);
  }
  return findings;
}

const LINE = /^\[site-runtime\] block #(\S+) \(type "([^"]+)"\), field "([^"]+)": (.*)$/;
/** A field check reads: a data path (`design`, `formFields.1.type`, `(root)`) or the JSON itself. */
const DATA_FIELD = /^(\(root\)|data-block-json|script\.sqs-form-block-context|[\w-]+(\.[\w-]+)*)$/;

/** The runtime's block lines on `page`, once every block has settled, as check words them. */
async function runtimeFindings(page: Page, path: string): Promise<string[]> {
  const { messages } = collectConsole(page);
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  // The idle sweep loads every block; a block kept waiting by a hung call is compared as far as it got.
  await page
    .waitForFunction(() => !document.querySelector('[data-block-state="pending"], [data-block-state="loading"]'), undefined, { timeout: 15_000 })
    .catch(() => {});
  const found: string[] = [];
  for (const { type, text } of messages) {
    const match = LINE.exec(text);
    if (!match || (type !== 'warning' && type !== 'error')) continue;
    const [, id, , field, message] = match as unknown as [string, string, string, string, string];
    if (!DATA_FIELD.test(field) || field.startsWith('data-') && field !== 'data-block-json') continue;
    if (type === 'warning') {
      found.push(`#${id} ${field}: ${message}`);
      continue;
    }
    // A refusal: "invalid block data: first; field2: second; …" is one problem per field.
    const data = message.startsWith('invalid block data: ') ? message.slice('invalid block data: '.length) : undefined;
    if (data === undefined) {
      if (field === 'data-block-json' || field === 'script.sqs-form-block-context') found.push(`#${id} ${field}: ${message}`);
      continue;
    }
    const [first, ...rest] = data.split(/; (?=[\w.()-]+: )/);
    found.push(`#${id} ${field}: invalid block data: ${first}`);
    for (const part of rest) found.push(`#${id} ${part.replace(/^([^:]+): /, '$1: invalid block data: ')}`);
  }
  return found;
}

const fixturePages = htmlFiles(FIXTURES);
const realPages = existsSync(REAL) ? htmlFiles(REAL) : [];
const expected = checkFindings([...fixturePages, ...realPages]);

test.describe('check and the runtime agree on every fixture page', () => {
  for (const file of fixturePages) {
    const name = relative(ROOT, file);
    test(name, async ({ page }) => {
      const seen = await runtimeFindings(page, `/fixtures/${relative(FIXTURES, file)}`);
      const wanted = expected.get(name)!;
      // Blocks that errored for reasons check cannot see are left out of the runtime's side above;
      // every problem check finds must be on the live page, and nothing more.
      expect(seen.sort()).toEqual([...wanted].sort());
    });
  }
});

test.describe('check and the runtime agree on every real page', () => {
  test.skip(!realPages.length, `no real pages in ${REAL}: nothing to compare`);
  for (const file of realPages) {
    const name = relative(ROOT, file);
    test(name, async ({ page }) => {
      // The page's own stylesheet is not needed here; every other host is refused.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      await page.route('**/__real-pages/*', (route) => route.fulfill({ contentType: 'text/html', body: readFileSync(file) }));
      const seen = await runtimeFindings(page, `/__real-pages/${name.split('/').pop()}`);
      expect(seen.sort()).toEqual([...expected.get(name)!].sort());
    });
  }
});
