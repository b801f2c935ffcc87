/**
 * `npm run bench`: this loader against the obvious alternative, one eager ES
 * bundle of every widget and site module imported at start, with all their
 * CSS in one stylesheet (built here, bench/eager/). The same pages
 * (bench/pages.ts) load both ways in Chromium, cold, interleaved, BENCH_RUNS
 * times each (default 5), under each profile of {@link PROFILES}; the
 * medians are printed as ratios loader/eager and written to
 * bench/results.md with a chart (bench/results.svg, the first profile).
 * Not part of `npm test`; the machine's load shows in the times, so compare
 * ratios, not milliseconds.
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
import { type Measurement, type Profile, measure } from './measure.ts';
import { BENCH_PAGES, writeBenchPages } from './pages.ts';
import { goalLines, markdownTable, METRICS, type PageResult, svgChart } from './report.ts';

/**
 * The conditions each page is measured under: a real network's round trip
 * (40 ms a request, 20 Mbit/s), then the same with the CPU slowed 4×, as a
 * mid-range phone is beside this machine.
 */
export const PROFILES: Profile[] = [
  { label: '40 ms a request, 20 Mbit/s', latencyMs: 40, downKbps: 20_000, cpuRate: 1 },
  { label: '40 ms a request, 20 Mbit/s, CPU 4× slower', latencyMs: 40, downKbps: 20_000, cpuRate: 4 },
];

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5));
const root = join(import.meta.dirname, '..');
const widgets = readdirSync(join(root, 'widgets')).filter((name) => existsSync(join(root, 'widgets', name, 'index.ts')));

const scratch = mkdtempSync(join(tmpdir(), 'bench-'));
const everyBlock = writeBenchPages(root, scratch, widgets);
const eager = await buildEager(root, join(scratch, '__eager'));
const eagerGzip = gzipSync(readFileSync(join(scratch, '__eager/eager.js')), { level: 9 }).length;
console.log(`eager bundle: ${(eager.js / 1024).toFixed(0)} KB (${(eagerGzip / 1024).toFixed(1)} KB gzip) of JS, ${(eager.css / 1024).toFixed(1)} KB of CSS; ${widgets.length} widgets; the page of every block has ${everyBlock}`);

const key = (profile: number, path: string) => `${profile} ${path}`;
const server = await startServer({ port: 0, fixturesDir: scratch });
const browser = await chromium.launch(chromiumLaunchOptions());
const samples = new Map<string, { loader: Measurement[]; eager: Measurement[] }>();
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [p, profile] of PROFILES.entries()) {
      for (const { path } of BENCH_PAGES) {
        const sample = samples.get(key(p, path)) ?? { loader: [], eager: [] };
        samples.set(key(p, path), sample);
        // Interleaved, and alternating which goes first, so a busy spell on the machine hits both.
        const order = run % 2 ? (['eager', 'loader'] as const) : (['loader', 'eager'] as const);
        for (const way of order) sample[way].push(await measure(browser, `${server.url}/fixtures/${path}${way == 'eager' ? '.eager' : ''}.html`, profile));
      }
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
  Object.fromEntries((Object.keys(list[0]!) as (keyof Measurement)[]).map((k) => [k, median(list.map((m) => m[k]))])) as unknown as Measurement;
const results: PageResult[][] = PROFILES.map((_, p) =>
  BENCH_PAGES.map(({ label, path }) => ({ label, loader: medianOf(samples.get(key(p, path))!.loader), eager: medianOf(samples.get(key(p, path))!.eager) })),
);

const plain = results[0]![0]!.loader;
const idleLine = `A page with no blocks loads ${(plain.jsBytes / 1024).toFixed(1)} KB of JS gzip in ${plain.jsFiles} files, idle included (goal: ≤ 8 KB and ≤ 4 files).`;
const sections = PROFILES.map((profile, p) => `## ${profile.label}\n\n${markdownTable(results[p]!)}\n\nGoals:${goalLines(results[p]!).map((g) => `\n- ${g}`).join('')}`);
console.log(`\n${sections.join('\n\n')}\n\n${idleLine}`);

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? process.arch}), shared; Chromium; median of ${RUNS} cold runs per page, way and profile, interleaved`;
writeFileSync(
  join(root, 'bench/results.md'),
  `# Bench: loader against an eager bundle

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${machine}.

The eager side is what a site without a loader ships: every widget and site module in one ES module
imported at start (${(eagerGzip / 1024).toFixed(1)} KB gzip) and all their CSS in one stylesheet
(${(eager.css / 1024).toFixed(1)} KB), running the same runtime with every \`import()\` a lookup in the bundle: one request
for the code, whatever the page holds. Bytes are gzip level 9 of every script and stylesheet the page
fetched, the site's own stylesheets and idle loads included; times are from navigation start. Each
profile adds a round-trip latency to every request (Chromium's network emulation), so a request
costs what it would on a real network. Ratios are loader / eager: below 1× the loader is cheaper.

![loader / eager ratios, first profile](results.svg)

${sections.join('\n\n')}

${idleLine}

Metrics: ${METRICS.map((m) => m.label).join(', ')}.
`,
);
writeFileSync(join(root, 'bench/results.svg'), svgChart(results[0]!));
console.log('\nwrote bench/results.md and bench/results.svg');
