/**
 * The cost specs' recorder (test/e2e/support/downloads.ts) counts what the
 * browser downloads, dynamic imports included: a chunk reached only through
 * `import()` (here a page script's, so the proof does not depend on which
 * chunk of the build happens to use one) is in the count, at its gzip size.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { bytesOf, recordDownloads } from './support/downloads.ts';
import { builtManifest } from './support/manifest.ts';
import { expect, test } from './support/test.ts';

test('a chunk loaded through import() is counted, at the gzip size of the file the server sent', async ({ page }) => {
  const downloads = recordDownloads(page);
  await page.goto('/fixtures/blocks/no-blocks.html');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  const before = (await downloads.settled()).length;
  // The census entry: no page loads it by itself (the idle start holds the census), so only this import() fetches it.
  const census = builtManifest().modules['census']![0]!;
  expect((await downloads.settled()).map((d) => d.file)).not.toContain(census.split('/').pop());
  await page.evaluate((url) => import(url).then(() => undefined), `/dist/${census}`);
  const added = await downloads.since(before);
  expect(added.map((d) => d.file)).toContain(census.split('/').pop());
  const own = added.find((d) => d.file === census.split('/').pop())!;
  expect(own.gzip).toBe(gzipSync(readFileSync(new URL(`../../dist/${census}`, import.meta.url)), { level: 9 }).length);
  expect(bytesOf(added)).toBeGreaterThanOrEqual(own.gzip);
});

test('a chunk a page asks for after an answer arrives, without anyone awaiting it, is counted', async ({ page }) => {
  const downloads = recordDownloads(page);
  await page.goto('/fixtures/blocks/no-blocks.html');
  await expect(page.locator('html')).toHaveAttribute('data-site-services', 'ready');
  const before = (await downloads.settled()).length;
  const census = builtManifest().modules['census']![0]!.split('/').pop()!;
  // As a widget that fetches its data after mount and then imports what shows it: nothing waits on it.
  await page.evaluate((url) => {
    void fetch('/fixtures/blocks/no-blocks.html')
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => import(url));
  }, `/dist/${builtManifest().modules['census']![0]!}`);
  expect((await downloads.since(before)).map((d) => d.file)).toContain(census);
});
