import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { trackQuiet } from './quiet.ts';

/** One file the page downloaded from dist/: its URL (query left out) and its gzip (level 9) size as received. */
export interface Download {
  url: string;
  file: string;
  gzip: number;
}

/**
 * Records every file the page downloads from `/dist/`, read from the network
 * responses themselves: static imports, `import()`s however deep, stylesheets,
 * `modulepreload` links, retries. What a cost spec adds up is then what the
 * browser fetched, not what a reading of the chunks' import statements says it
 * should (docs/budgets.md). `settled()` waits for the page to be quiet
 * (test/e2e/support/quiet.ts), then for the bodies read so far.
 */
export function recordDownloads(page: Page) {
  const downloads: Download[] = [];
  const pending: Promise<unknown>[] = [];
  const onResponse = (response: Response) => {
    const url = response.url().split('?')[0]!;
    if (!new URL(url).pathname.startsWith('/dist/') || response.status() >= 300) return;
    pending.push(
      response.body().then(
        (body) => downloads.push({ url, file: url.split('/').pop()!, gzip: gzipSync(body, { level: 9 }).length }),
        () => undefined, // a response whose page went away: nothing was kept
      ),
    );
  };
  page.on('response', onResponse);
  const tracker = trackQuiet(page);
  return {
    /** Waits for the page to be quiet and every response seen so far to be read, then returns the downloads (in arrival order). */
    async settled(): Promise<Download[]> {
      await tracker.quiet();
      while (pending.length) await Promise.all(pending.splice(0));
      return downloads;
    },
    /** The downloads after `from` (the length of an earlier `settled()` list). */
    async since(from: number): Promise<Download[]> {
      return (await this.settled()).slice(from);
    },
  };
}

/** The gzip bytes of a list of downloads, added up. */
export const bytesOf = (downloads: Download[]): number => downloads.reduce((sum, d) => sum + d.gzip, 0);
