/**
 * Issues 22 and 26: `site-runtime check` and the live runtime report the same
 * problems (docs/behaviour/tools.md#check). `check` runs over every fixture page
 * here (it is quick); the pages it finds problems on, and a few it finds
 * none on, are then loaded in Chromium and every block is waited for. For
 * each page: the blocks the runtime refuses for their data are the blocks
 * `check` refuses, and the runtime's warnings name the blocks and fields
 * `check` warns of. What `check` cannot see is left out on both sides: a
 * widget that throws, a chunk that fails, and the types a page's own script
 * registers (the runtime knows them; `check` is told with `--register`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPage } from '../../tools/check/check-page.ts';
import { collectConsole } from './support/qa.ts';
import { expect, test } from './support/test.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = join(ROOT, 'fixtures', 'pages');

/** Pages `check` finds nothing on, loaded too: a clean verdict must be the runtime's as well. */
const CLEAN = [
  'blocks/accordion.html',
  'blocks/platform.html',
  'gallery/slideshow.html',
  'content/summary.html',
  'forms/real-page.html',
  'platform/image-blocks.html',
];

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  );

interface Verdict {
  /** Blocks refused for their data. */
  refused: string[];
  /** `#id field` of each block read with a default in place of a value. */
  warned: string[];
}

/** `check`'s verdict on one page, given the types the runtime found registered by the page's scripts. */
async function checkVerdict(file: string, registered: Set<string>): Promise<Verdict> {
  const { problems } = await checkPage(ROOT, relative(ROOT, file), readFileSync(file, 'utf8'), registered);
  return {
    refused: [...new Set(problems.filter((p) => p.severity === 'error').map((p) => p.id))].sort(),
    warned: problems
      .filter((p) => p.severity === 'warning')
      .map((p) => `#${p.id} ${p.field}`)
      .sort(),
  };
}

const pagesWithProblems = async (): Promise<string[]> => {
  const found: string[] = [];
  for (const file of htmlFiles(PAGES)) if ((await checkPage(ROOT, file, readFileSync(file, 'utf8'))).problems.length) found.push(relative(PAGES, file));
  return found;
};

test('check and the runtime find the same problems, block by block, on every fixture page check has a word for and on clean ones', async ({ page }) => {
  test.setTimeout(120_000);
  const pages = [...(await pagesWithProblems()), ...CLEAN];
  expect(pages.length).toBeGreaterThan(CLEAN.length + 5);
  for (const path of pages) {
    const { messages } = collectConsole(page);
    await page.goto(`/fixtures/${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
    // The idle sweep loads every block: wait until none is left on its way.
    await page.waitForFunction(() => window.SiteRuntime!.blocks().every(({ state }) => state === 'ready' || state === 'error'), undefined, { timeout: 15_000 });
    const blocks = await page.evaluate(() => window.SiteRuntime!.blocks());
    page.removeAllListeners('console');

    // A data problem names its field; a failed chunk or a throwing widget does not (check cannot see those).
    const runtime: Verdict = {
      refused: blocks
        .filter((b) => b.state === 'error' && / \(field "[^"]+"\)$/.test(b.error ?? '') && !(b.error ?? '').startsWith('widget threw'))
        .map((b) => b.id)
        .sort(),
      warned: messages
        .filter((m) => m.type === 'warning')
        .map((m) =>
          /block #(\S+) \(type "[^"]+"\), field "([^"]+)": .*the default is used|block #(\S+) \(type "[^"]+"\), field "([^"]+)": .*\(the item is left out\)/.exec(
            m.text,
          ),
        )
        .filter((match) => match !== null)
        .map((match) => `#${match[1] ?? match[3]} ${match[2] ?? match[4]}`)
        .sort(),
    };
    // The types this page's own scripts registered: known to the runtime, told to check.
    const registered = new Set(blocks.filter((b) => !(b.error ?? '').startsWith('unknown block type')).map((b) => b.type));
    const checked = await checkVerdict(join(PAGES, path), registered);
    expect({ path, ...runtime }).toEqual({ path, ...checked });
  }
});
