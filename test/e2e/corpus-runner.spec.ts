/**
 * The visitor-probe runner (tools/probes/run.ts) and the corpus command's
 * exit codes (docs/behaviour/tools.md#corpus), on the small corpus in
 * `fixtures/corpus/`: `works/` holds a page whose accordion and button work,
 * `broken/` the same page with a stylesheet that keeps every answer hidden,
 * so the accordion probes must report it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { settleCorpusPage } from '../../tools/corpus/load-page.ts';
import { routeCorpus } from '../../tools/corpus/routes.ts';
import type { OwnedProbe } from '../../tools/probes/discover.ts';
import { runProbes } from '../../tools/probes/run.ts';
import { expect, test, type Page } from './support/test.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WORKS = join(ROOT, 'fixtures', 'corpus', 'works');
const BROKEN = join(ROOT, 'fixtures', 'corpus', 'broken');
const FILE = '01-faq.html';
const ACCORDION = '.sqs-block[data-block-type="69"]';

/** Runs `site-runtime corpus ARGS…`; resolves to its exit code and output, never rejects. */
async function corpus(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(ROOT, 'bin', 'site-runtime.mjs'), 'corpus', ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const probe = (feature: string, run: OwnedProbe['run'], more: Partial<OwnedProbe> = {}): OwnedProbe => ({
  owner: 'fixture',
  feature,
  selector: ACCORDION,
  run,
  ...more,
});

async function load(page: Page, origin: string): Promise<() => Promise<void>> {
  await routeCorpus(page, WORKS, origin);
  await settleCorpusPage(page, origin, FILE);
  return async () => void (await settleCorpusPage(page, origin, FILE));
}

test.describe('visitor probe runner', () => {
  test('a probe that resolves works, one that throws is a broken feature with its message, each on its element', async ({ page, baseURL }) => {
    const reload = await load(page, new URL(baseURL!).origin);
    const results = await runProbes(page, {
      width: 1280,
      reload,
      probes: [
        probe('opens', async ({ target }) => {
          await target.locator('.accordion-item__click-target').first().click();
          await expect(target.locator('.accordion-item__dropdown').first()).toBeVisible();
        }),
        probe('fails', async () => {
          throw new Error('the answer stayed hidden');
        }),
        probe('only on a phone', async () => undefined, { widths: [390] }),
      ],
    });
    expect(results).toEqual([
      { owner: 'fixture', feature: 'opens', target: '#block-yui_3_17_2_1_1700000000000_2002', width: 1280, ok: true, message: '' },
      { owner: 'fixture', feature: 'fails', target: '#block-yui_3_17_2_1_1700000000000_2002', width: 1280, ok: false, message: 'the answer stayed hidden' },
    ]);
  });

  test('runs on at most `limit` matching elements (default 3), and names an element without an id by its classes', async ({ page, baseURL }) => {
    const reload = await load(page, new URL(baseURL!).origin);
    const seen: string[] = [];
    const results = await runProbes(page, {
      width: 390,
      reload,
      probes: [
        probe('items', async ({ target }) => void seen.push((await target.textContent())!.trim()), { selector: '.accordion-item__title', limit: 1 }),
        probe('three of many', async () => undefined, { selector: 'li, h3, button, p' }),
      ],
    });
    expect(seen).toEqual(['When do you open?']);
    expect(results.map((result) => result.target)).toEqual([
      'span.accordion-item__title in #block-yui_3_17_2_1_1700000000000_2002',
      'li.accordion-item in #block-yui_3_17_2_1_1700000000000_2002',
      'h3.accordion-item__title-wrapper in #block-yui_3_17_2_1_1700000000000_2002',
      'button.accordion-item__click-target in #block-yui_3_17_2_1_1700000000000_2002',
    ]);
  });

  test('the page is loaded again after a probe navigated away or left a dialog open, and a probe that hangs runs out of time', async ({ page, baseURL }) => {
    const reload = await load(page, new URL(baseURL!).origin);
    let loads = 0;
    const urls: string[] = [];
    const results = await runProbes(page, {
      width: 1280,
      timeout: 4_000,
      reload: async () => {
        await reload();
        loads++;
      },
      probes: [
        probe(
          'follows the button',
          async ({ page }) => {
            await page.locator('a.sqs-block-button-element').click();
            await page.waitForURL('**/visit');
          },
          { selector: '.sqs-block[data-block-type="53"]' },
        ),
        probe('sees the page', async ({ page }) => void urls.push(new URL(page.url()).pathname)),
        probe('opens a dialog', async ({ page }) => page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<dialog open>Left open</dialog>'))),
        probe('sees no dialog', async ({ page }) => expect(page.locator('dialog')).toHaveCount(0)),
        probe('hangs', () => new Promise<void>(() => undefined)),
        probe('runs after', async ({ target }) => expect(target).toHaveAttribute('data-block-state', 'ready')),
      ],
    });
    expect(loads).toBe(3);
    expect(urls).toEqual([`/__corpus/${FILE}`]);
    expect(results.map((result) => [result.feature, result.ok, result.message])).toEqual([
      ['follows the button', true, ''],
      ['sees the page', true, ''],
      ['opens a dialog', true, ''],
      ['sees no dialog', true, ''],
      ['hangs', false, 'the probe took more than 4000 ms'],
      ['runs after', true, ''],
    ]);
  });
});

test.describe('site-runtime corpus exit codes', () => {
  test.describe.configure({ timeout: 120_000 });

  test('0 when every feature works at 1280 and 390 px: a table of the features, a screenshot per width', async () => {
    const out = mkdtempSync(join(tmpdir(), 'corpus-works-'));
    const { code, stdout, stderr } = await corpus(WORKS, '--out', out);
    expect(stderr).toContain(`1 page in `);
    expect(stderr).toContain(`screenshots in ${out}: no problems`);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ {2}feature +1280 +390$/m);
    expect(stdout).toMatch(/^ {2}accordion: an accordion item opens and closes with a click +1 ok +1 ok$/m);
    expect(stdout).toMatch(/^ {2}button: a button block is a link with a name +1 ok +1 ok$/m);
    expect(stdout).toContain('blocks 3: 1 untaken html, 2 ready');
    expect(readdirSync(out).sort()).toEqual(['01-faq-1280.png', '01-faq-390.png']);
  });

  test('1 when a feature is broken, and the table and a line name it and what the visitor met', async () => {
    const out = mkdtempSync(join(tmpdir(), 'corpus-broken-'));
    const { code, stdout, stderr } = await corpus(BROKEN, '--out', out, '--width', '1280');
    expect(code).toBe(1);
    expect(stderr).toContain('1 with problems (2 broken visitor features)');
    expect(stdout).toMatch(/^ {2}accordion: an accordion item opens and closes with a click +1 broken$/m);
    expect(stdout).toMatch(/^ {2}button: a button block is a link with a name +1 ok$/m);
    expect(stdout).toContain(
      '1280: broken: accordion: an accordion item opens and closes with a click: #block-yui_3_17_2_1_1700000000000_2002: the item stayed closed after a click (Received: hidden)',
    );
  });

  test('2 on a usage error: no folder, a folder that is not there, an unknown option', async () => {
    for (const args of [[], ['no-such-folder'], [WORKS, '--colour']]) {
      const { code, stderr } = await corpus(...args);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toContain('usage: site-runtime corpus DIR [--out FOLDER] [--width N] [--port N]');
    }
  });
});
