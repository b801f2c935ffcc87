/**
 * `npm run bench`: this loader against the obvious alternative, one eager ES
 * bundle of every widget and site module imported at start (built here,
 * bench/eager/). The same pages (bench/pages.ts) load both ways in
 * Chromium, cold, interleaved, BENCH_RUNS times each (default 5); the
 * medians are printed as ratios loader/eager and written to
 * bench/results.md with a chart (bench/results.svg). It also prints what a
 * page with no blocks loads, idle included. Not part of `npm test`; the
 * machine's load shows in the times, so compare ratios, not milliseconds.
 */
import { mkdtempSync, readdirSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer } from '../fixtures/server.ts';
import { chromiumLaunchOptions } from '../test/e2e/support/browser.ts';
import { buildEager } from './eager/build-eager.ts';
import { type Measurement, measure } from './measure.ts';
import { BENCH_PAGES, writeBenchPages } from './pages.ts';
import { markdownTable, METRICS, type PageResult, ratio, svgChart } from './report.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5));
const root = join(import.meta.dirname, '..');
const widgets = readdirSync(join(root, 'widgets')).filter((name) => existsSync(join(root, 'widgets', name, 'index.ts')));

const scratch = mkdtempSync(join(tmpdir(), 'bench-'));
const everyBlock = writeBenchPages(root, scratch, widgets);
const eager = await buildEager(root, join(scratch, '__eager'));
const eagerGzip = gzipSync(readFileSync(join(scratch, '__eager/eager.js')), { level: 9 }).length;
console.log(`eager bundle: ${(eager.js / 1024).toFixed(0)} KB (${(eagerGzip / 1024).toFixed(1)} KB gzip) of JS, ${(eager.css / 1024).toFixed(1)} KB of CSS; ${widgets.length} widgets; the page of every block has ${everyBlock}`);

const server = await startServer({ port: 0, fixturesDir: scratch });
const browser = await chromium.launch(chromiumLaunchOptions());
const samples = new Map<string, { loader: Measurement[]; eager: Measurement[] }>(BENCH_PAGES.map((p) => [p.path, { loader: [], eager: [] }]));
try {
  for (let run = 0; run < RUNS; run++) {
    for (const { path } of BENCH_PAGES) {
      // Interleaved, and alternating which goes first, so a busy spell on the machine hits both.
      const order = run % 2 ? (['eager', 'loader'] as const) : (['loader', 'eager'] as const);
      for (const way of order) samples.get(path)![way].push(await measure(browser, `${server.url}/fixtures/${path}${way == 'eager' ? '.eager' : ''}.html`));
    }
    process.stdout.write(`run ${run + 1}/${RUNS} done\n`);
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const medianOf = (list: Measurement[]): Measurement =>
  Object.fromEntries((Object.keys(list[0]!) as (keyof Measurement)[]).map((key) => [key, median(list.map((m) => m[key]))])) as unknown as Measurement;
const results: PageResult[] = BENCH_PAGES.map(({ label, path }) => ({ label, loader: medianOf(samples.get(path)!.loader), eager: medianOf(samples.get(path)!.eager) }));

const plain = results[0]!.loader;
const idleLine = `A page with no blocks loads ${(plain.jsBytes / 1024).toFixed(1)} KB of JS gzip in ${plain.jsFiles} files, idle included (goal: ≤ 8 KB and ≤ 4 files).`;
const goals = [
  `JS bytes ≤ 0.3× the eager bundle on every page: ${results.every((r) => (ratio(r.loader.jsBytes, r.eager.jsBytes) ?? 0) <= 0.3) ? 'met' : 'not met'} (${results.map((r) => (ratio(r.loader.jsBytes, r.eager.jsBytes) ?? 0).toFixed(2) + '×').join(', ')})`,
  `time to siteInitialized ≤ 0.5×: ${results.every((r) => (ratio(r.loader.initializedMs, r.eager.initializedMs) ?? 0) <= 0.5) ? 'met' : 'not met'} (${results.map((r) => (ratio(r.loader.initializedMs, r.eager.initializedMs) ?? 0).toFixed(2) + '×').join(', ')})`,
];
const table = markdownTable(results);
console.log(`\n${table}\n\n${idleLine}\nGoals: ${goals.join('; ')}`);

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? process.arch}), shared; Chromium; median of ${RUNS} cold runs per page and way, interleaved`;
writeFileSync(
  join(root, 'bench/results.md'),
  `# Bench: loader against an eager bundle

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${machine}. The eager bundle is
every widget and site module in one ES module imported at start (${(eagerGzip / 1024).toFixed(1)} KB gzip), running the same
runtime. JS bytes are gzip level 9 of every script the page fetched, idle loads included; times are
from navigation start. Ratios are loader / eager: below 1× the loader is cheaper.

![loader / eager ratios](results.svg)

${table}

${idleLine}

Goals: ${goals.map((g) => `\n- ${g}`).join('')}

Metrics: ${METRICS.map((m) => m.label).join(', ')}.
`,
);
writeFileSync(join(root, 'bench/results.svg'), svgChart(results));
console.log('\nwrote bench/results.md and bench/results.svg');
