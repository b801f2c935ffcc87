/**
 * `npx site-runtime corpus DIR [--out FOLDER] [--width N] [--port N]` (docs/behaviour/tools.md#corpus):
 * loads every `*.html` in DIR in Chromium through the QA server, with the
 * site stylesheets from `DIR/css/` and every other host refused, at each
 * width (1280 and 390 px unless one is given), once per page and width:
 * a full-page screenshot `FOLDER/<page>-<width>.png`, then every visitor
 * probe (tools/probes/) on it. Prints per page a line per width (blocks by
 * type name and state, controllers, images left without a source or below
 * their width step, runtime errors, the runtime's JS beside the original's
 * where DIR's README gives it) and a table of the visitor features found
 * there, working and broken at each width.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { startServer } from '../../fixtures/server/app.ts';
import { chromiumLaunchOptions } from '../../test/e2e/support/browser.ts';
import { discoverProbes, type OwnedProbe } from '../probes/discover.ts';
import { runProbes } from '../probes/run.ts';
import { formatPage } from './format.ts';
import { settleCorpusPage, watchPage } from './load-page.ts';
import type { CorpusPage, WidthRun } from './result.ts';
import { routeCorpus } from './routes.ts';
import { originalWeights } from './weights.ts';

export { problemsOf, undersized, type CorpusPage, type WidthRun } from './result.ts';

/** The widths every page is loaded at unless one is asked for: a desktop and a phone. */
export const CORPUS_WIDTHS = [1280, 390] as const;

/** The viewport's height at a width (a phone's is taller). */
const heightFor = (width: number): number => (width < 600 ? 844 : 800);

/** The corpus command's options. */
export interface CorpusOptions {
  /** Where the screenshots go. */
  out: string;
  /** The viewport widths in CSS pixels; default {@link CORPUS_WIDTHS}. */
  widths?: readonly number[];
  /** The repository root (for dist/ and the probes). */
  root: string;
  /** The QA server's port; default any free one. */
  port?: number;
  /** The probes to run; default every probe under the root's widgets/ and modules/. */
  probes?: readonly OwnedProbe[];
}

/** Loads `file` at `width` in a fresh context, takes its screenshot and runs the probes. */
async function runWidth(
  browser: Browser,
  dir: string,
  origin: string,
  file: string,
  width: number,
  options: CorpusOptions & { probes: readonly OwnedProbe[] },
): Promise<WidthRun> {
  const context = await browser.newContext({ viewport: { width, height: heightFor(width) } });
  const page = await context.newPage();
  await routeCorpus(context, dir, origin);
  const seen = watchPage(page, origin);
  const run: WidthRun = { width, errors: seen.console.errors, js: { bytes: 0, files: 0 }, features: [] };
  try {
    run.probe = await settleCorpusPage(page, origin, file);
    for (const url of seen.scripts) run.js.bytes += gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
    run.js.files = seen.scripts.length;
    run.screenshot = join(options.out, file.replace(/\.html$/, `-${width}.png`));
    await page.screenshot({ path: run.screenshot, fullPage: true });
    const reload = async () => {
      await settleCorpusPage(page, origin, file);
    };
    run.features = await runProbes(page, { width, probes: options.probes, reload });
  } catch (error) {
    run.failure = error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
  await context.close();
  return run;
}

/** Runs the corpus: one result per page, in file-name order, printed as it goes through `print`. */
export async function runCorpus(dir: string, options: CorpusOptions, print: (text: string) => void): Promise<CorpusPage[]> {
  const pages = readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .sort();
  const weights = originalWeights(dir);
  const probes = options.probes ?? (await discoverProbes(options.root));
  mkdirSync(options.out, { recursive: true });
  const server = await startServer({ port: options.port ?? 0, distDir: join(options.root, 'dist') });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results: CorpusPage[] = [];
  try {
    for (const file of pages) {
      const result: CorpusPage = { file, original: weights.get(file), runs: [] };
      for (const width of options.widths ?? CORPUS_WIDTHS)
        result.runs.push(await runWidth(browser, resolve(dir), server.url, file, width, { ...options, probes }));
      results.push(result);
      print(formatPage(result));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}
