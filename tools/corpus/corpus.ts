/**
 * `npx site-runtime corpus DIR [--out FOLDER] [--width N]` (docs/behaviour.md#corpus):
 * loads every `*.html` in DIR in Chromium through the QA server, with the
 * site stylesheets from `DIR/css/` and every other host refused, and prints
 * one line per page: blocks and controllers by state, images left without a
 * source, runtime console errors, the runtime's JS bytes and files beside the
 * original's where DIR's README gives it. Writes `FOLDER/<page>.png`.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from '../../fixtures/server/app.ts';
import { chromiumLaunchOptions } from '../../test/e2e/support/browser.ts';
import { settleCorpusPage, watchPage } from './load-page.ts';
import type { PageProbe } from './probe.ts';
import { routeCorpus } from './routes.ts';
import { originalWeights, type OriginalWeight } from './weights.ts';

/** The corpus command's options. */
export interface CorpusOptions {
  /** Where the screenshots go. */
  out: string;
  /** The viewport's width in CSS pixels; default 1280. */
  width?: number;
  /** The repository root (for dist/). */
  root: string;
}

/** One page's result, as printed. */
export interface CorpusLine {
  file: string;
  probe?: PageProbe;
  errors: string[];
  js: { bytes: number; files: number };
  original?: OriginalWeight;
  screenshot?: string;
  failure?: string;
}

const counts = (states: string[]): string => {
  const by = new Map<string, number>();
  for (const state of states) by.set(state, (by.get(state) ?? 0) + 1);
  return [...by].map(([state, n]) => `${n} ${state}`).join(', ') || 'none';
};

/** The printed line of one page (then, indented, what needs a look). */
export function formatLine(line: CorpusLine): string {
  if (line.failure) return `${line.file}: could not be loaded (${line.failure})`;
  const probe = line.probe!;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const original = line.original ? ` (original ${kb(line.original.bytes)} in ${line.original.files}: ${((100 * line.js.bytes) / line.original.bytes).toFixed(1)}%)` : ' (original unknown)';
  const parts = [
    `blocks ${probe.blocks.length}: ${counts(probe.blocks.map((b) => (b.state == 'untaken' ? `untaken (${b.type})` : b.state)))}`,
    `controllers ${probe.controllers.length}: ${counts(probe.controllers.map((c) => `${c.names} ${c.state}`))}`,
    `images without source ${probe.missing.length}`,
    `empty placeholders ${probe.empty}`,
    `runtime errors ${line.errors.length}`,
    `JS ${kb(line.js.bytes)} gzip in ${line.js.files} files${original}`,
  ];
  const details = [
    ...probe.blocks.filter((b) => b.state != 'ready' && b.state != 'untaken').map((b) => `  block #${b.id} (${b.type}): ${b.state}`),
    ...probe.missing.map((m) => `  no source: ${m.source} in ${m.where}`),
    ...line.errors.map((e) => `  error: ${e}`),
  ];
  return [`${line.file}: ${parts.join('; ')}`, ...details].join('\n');
}

/** Runs the corpus: one result per page, in file-name order, printed as it goes through `print`. */
export async function runCorpus(dir: string, options: CorpusOptions, print: (text: string) => void): Promise<CorpusLine[]> {
  const pages = readdirSync(dir).filter((file) => file.endsWith('.html')).sort();
  const weights = originalWeights(dir);
  mkdirSync(options.out, { recursive: true });
  const server = await startServer({ port: 0, distDir: join(options.root, 'dist') });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const lines: CorpusLine[] = [];
  try {
    for (const file of pages) {
      const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
      const page = await context.newPage();
      await routeCorpus(context, resolve(dir), server.url);
      const seen = watchPage(page, server.url);
      const line: CorpusLine = { file, errors: seen.console.errors, js: { bytes: 0, files: 0 }, original: weights.get(file) };
      try {
        line.probe = await settleCorpusPage(page, server.url, file);
        for (const url of seen.scripts) line.js.bytes += gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
        line.js.files = seen.scripts.length;
        line.screenshot = join(options.out, file.replace(/\.html$/, '.png'));
        await page.screenshot({ path: line.screenshot, fullPage: true });
      } catch (error) {
        line.failure = error instanceof Error ? error.message.split('\n')[0] : String(error);
      }
      await context.close();
      lines.push(line);
      print(formatLine(line));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return lines;
}
