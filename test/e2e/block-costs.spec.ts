/**
 * Every block type's first view, held to the cost budget its meta names
 * (`widgets/NAME/test/meta.ts`, `cost`): the cases come from the metas, so a block
 * type added later is measured without anyone adding it here. The page is
 * the docs' skeleton (docs/blocks/README.md) with only the block's own
 * markup as docs/blocks/NAME.md prints it (test/e2e/docs-blocks.spec.ts
 * mounts the same markup). What counts is every file under /dist/ the
 * browser fetched (test/e2e/support/downloads.ts) until the block is ready
 * and the page is idle, beyond what a page with no blocks fetches (the
 * loader and the idle start) and the blocks runtime every page with a block
 * pays once (reported beside). Only the form, which builds its UI from
 * data, may load React.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readMetas } from '../../tools/block-meta/read.ts';
import { costBudget } from './support/budget.ts';
import { bytesOf, recordDownloads } from './support/downloads.ts';
import { onWorkerPage } from './support/idle-baseline.ts';
import { builtManifest } from './support/manifest.ts';
import { expect, test as base } from './support/test.ts';

const docs = path.join(process.cwd(), 'docs/blocks');
const firstExample = (file: string): string => /```html\n([\s\S]*?)\n```/.exec(readFileSync(path.join(docs, file), 'utf8'))![1]!;
const skeleton = firstExample('README.md');
const metas = await readMetas(process.cwd());
/** The block types whose UI is built from data with React (README, "React only where a block builds UI from data"). */
const REACT = new Set(['form']);

/** The files a page with no blocks fetches (the loader and the idle start), measured once per worker. */
const test = base.extend<object, { idleStart: Set<string> }>({
  idleStart: [
    async ({ browser }, use, workerInfo) => {
      const files = await onWorkerPage(browser, workerInfo, async (page) => {
        const downloads = recordDownloads(page);
        await page.goto('/fixtures/blocks/no-blocks.html');
        await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
        return (await downloads.settled()).map((d) => d.file);
      });
      await use(new Set(files));
    },
    { scope: 'worker' },
  ],
});

for (const [name, meta] of metas) {
  test(`${name}: first view within costBudget["${meta.cost}"] beyond the idle start`, async ({ page, idleStart: idle }) => {
    const downloads = recordDownloads(page);
    const body = skeleton.replace('<!-- blocks -->', firstExample(`${name}.md`));
    await page.route('**/fixtures/block-cost.html', (route) => route.fulfill({ contentType: 'text/html', body }));
    await page.goto('/fixtures/block-cost.html');
    await expect(page.locator('html')).toHaveAttribute('data-site-initialized', 'true');
    // Every block on the page (a section holds its controller) ready, the ones out of view too.
    await page
      .locator('[data-block-state]')
      .first()
      .evaluate((el) => el.scrollIntoView());
    await expect.poll(() => page.locator('[data-block-state]:not([data-block-state="ready"])').count(), { timeout: 15_000 }).toBe(0);
    await expect(page.locator('[data-block-state="ready"]')).not.toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
    const fetched = (await downloads.settled()).filter((d) => !idle.has(d.file));
    const runtime = fetched.filter((d) => d.file.startsWith('site-blocks-'));
    const own = fetched.filter((d) => !d.file.startsWith('site-blocks-'));
    const { blocks, shared } = builtManifest();
    for (const file of blocks[name]!)
      expect(
        own.map((d) => d.file),
        `${name}'s own chunk`,
      ).toContain(file.split('/').pop());
    if (!REACT.has(name)) expect(own.map((d) => `chunks/${d.file}`)).not.toContain(shared.react);
    const bytes = bytesOf(own);
    const budget = costBudget(meta.cost);
    const report = `${name}: ${bytes} B gzip in ${own.length} files (budget ${meta.cost} ${budget} B), plus the ${bytesOf(runtime)} B blocks runtime`;
    test.info().annotations.push({ type: 'gzip', description: report }, ...own.map((d) => ({ type: 'file', description: `${d.file}: ${d.gzip} B` })));
    console.log(report);
    expect(bytes).toBeLessThanOrEqual(budget);
  });
}
