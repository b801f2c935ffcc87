/**
 * The loader's first visibility report is handed to the blocks runtime
 * (docs/behaviour/blocks.md#first-view-handed-over): the blocks it found near
 * the view go `loading` in the task that tracks them, without waiting a frame
 * for the runtime's own observer's first report; blocks out of view still wait
 * for their trigger. The blocks runtime is held until the loader has asked for
 * the view's widgets, which it does in that report, so the report has come.
 */
import { builtManifest } from './support/manifest.ts';
import { expect, test } from './support/test.ts';

/** Each block's state changes, with the number of the MutationObserver callback that saw each: one callback, one task. */
const RECORD = `(() => {
  const seen = (window.__states = {});
  let batch = 0;
  new MutationObserver((mutations) => {
    batch++;
    // A record holds the old value: the value each one set is the next record's old value, the last one's the current.
    mutations.forEach(({ target }, i) => {
      const next = mutations.slice(i + 1).find((m) => m.target === target);
      const state = next ? next.oldValue : target.getAttribute('data-block-state');
      (seen[target.id] ??= []).push(state + '@' + batch);
    });
  }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-block-state'] });
})();`;

/** Holds the blocks runtime until the view's widget chunks have been asked for (the loader's first report has come). */
async function holdBlocksRuntimeFor(page: import('@playwright/test').Page, widgets: string[]): Promise<void> {
  const { build } = builtManifest() as ReturnType<typeof builtManifest> & { build: string };
  const requested = new Set<string>();
  page.on('request', (r) => requested.add(r.url().split('/').pop()!.split('?')[0]!));
  const needed = widgets.map((name) => `${name}-${build}.js`);
  await page.route(new RegExp(`/dist/chunks/site-blocks-${build}\\.js$`), async (route) => {
    await expect.poll(() => needed.filter((file) => !requested.has(file)), { timeout: 10_000 }).toEqual([]);
    await route.continue();
  });
}

const states = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { __states: Record<string, string[]> }).__states);
/** The callback number of a state's first change, from `state@batch`. */
const batchOf = (changes: string[], state: string) => Number(changes.find((c) => c.startsWith(state + '@'))?.split('@')[1]);

test('the blocks the loader saw in view go loading in the task that finds them, not on the runtime’s own first report', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.addInitScript({ content: RECORD });
  await holdBlocksRuntimeFor(page, ['accordion', 'video']);
  await page.goto('/fixtures/blocks/platform.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  expect(await page.evaluate(() => window.SiteRuntime!.blocks().map((b) => `${b.type}:${b.state}`))).toEqual([
    'accordion:ready',
    'video:ready',
    'accordion:ready',
  ]);
  const seen = await states(page);
  const ids = ['block-yui_3_17_2_1_1700000000000_1001', 'block-yui_3_17_2_1_1700000000000_1002', 'block-yui_3_17_2_1_1700000000000_1003'];
  for (const id of ids) {
    expect(seen[id]!.map((c) => c.split('@')[0])).toEqual(['pending', 'loading', 'ready']);
    expect(batchOf(seen[id]!, 'loading'), `${id}: loading in the same task as pending`).toBe(batchOf(seen[id]!, 'pending'));
  }
});

test('on a long page only the blocks in view load with the scan: the others stay pending until their trigger', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.addInitScript({ content: RECORD });
  await holdBlocksRuntimeFor(page, ['accordion']);
  await page.goto('/fixtures/blocks/long-300.html');
  await page.waitForFunction(() => document.documentElement.dataset.siteInitialized === 'true');
  const seen = await states(page);
  const first = seen['block-acc-1']!;
  const scan = batchOf(first, 'pending');
  expect(batchOf(first, 'loading'), 'the first block loads in the scan’s own task').toBe(scan);
  // The loader looks at the first 16 blocks; those it found in view load with the scan, and no other.
  const loadedWithScan = Object.keys(seen).filter((id) => batchOf(seen[id]!, 'loading') === scan);
  expect(loadedWithScan.length).toBeGreaterThan(0);
  expect(loadedWithScan.length).toBeLessThan(16);
  expect(seen['block-acc-300']!.map((c) => c.split('@')[0])[0]).toBe('pending');
  expect(batchOf(seen['block-acc-300']!, 'loading')).not.toBe(scan);
});
