/**
 * `npm run bench`: this loader against what a site without a loader ships,
 * in two builds made here (bench/eager/): the eager bundle, one ES module of
 * every widget and site module imported at start with all their CSS in one
 * stylesheet, and the split eager build, the same with React and the
 * interfaces built with it behind one dynamic import (a stronger peer: a
 * page that shows no form or cart never downloads React). The same pages
 * (bench/pages.ts) load the three ways in Chromium, cold, interleaved,
 * BENCH_RUNS times each (default 5), under each profile of {@link PROFILES}
 * (bench/profiles.ts): HTTP/1.1 and HTTP/2 (served over TLS with a throwaway
 * certificate, bench/cert.ts, and checked on every response), with a round
 * trip per request and a capped bandwidth, and the HTTP/2 one with a slower
 * CPU. The medians are printed as ratios loader/peer and written to
 * bench/results.md with a chart (bench/results.svg, the HTTP/2 profile at
 * this machine's speed). Not part of `npm test`; the machine's load shows in
 * the times, so compare ratios, not milliseconds.
 */
import { mkdtempSync, readdirSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer } from '../fixtures/server.ts';
import { chromiumLaunchOptions } from '../test/e2e/support/browser.ts';
import { throwawayCertificate } from './cert.ts';
import { buildEager, buildSplit } from './eager/build-eager.ts';
import { type Measurement, measure, measuredOrNoted, NO_MEASUREMENT } from './measure.ts';
import { BENCH_PAGES, type Way, WAYS, wayPath, writeBenchPages } from './pages.ts';
import { PROFILES } from './profiles.ts';
import { goalLines, markdownTable, METRICS, type PageResult, svgChart } from './report.ts';
import { median } from './median.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5));
// BENCH_ONLY=blocks/platform and BENCH_PROFILE=HTTP/1.1 (a path or label, a profile's label start) measure a part,
// printed and not written to bench/results.md, which holds the whole run.
const only = process.env.BENCH_ONLY;
const pages = BENCH_PAGES.filter(({ label, path }) => !only || only.split(',').some((o) => path === o || label === o));
const profiles = PROFILES.filter(({ label }) => !process.env.BENCH_PROFILE || label.startsWith(process.env.BENCH_PROFILE));
const partial = pages.length < BENCH_PAGES.length || profiles.length < PROFILES.length;
const root = join(import.meta.dirname, '..');
const widgets = readdirSync(join(root, 'widgets')).filter((name) => existsSync(join(root, 'widgets', name, 'index.ts')));

const scratch = mkdtempSync(join(tmpdir(), 'bench-'));
const everyBlock = writeBenchPages(root, scratch, widgets);
const eager = await buildEager(root, join(scratch, '__eager'));
await buildSplit(root, join(scratch, '__split'), eager.later);
const gzipOf = (file: string) => gzipSync(readFileSync(join(scratch, file)), { level: 9 }).length / 1024;
const sizes = { eager: gzipOf('__eager/eager.js'), split: gzipOf('__split/split.js'), react: gzipOf('__split/split-react.js') };
// The interfaces the split build keeps for later, by their folder (widgets/form/render.tsx: form).
const later = [...new Set(eager.later.map((file) => file.split('/').at(-2)!))].join(', ');
console.log(
  `eager bundle: ${(eager.js / 1024).toFixed(0)} KB (${sizes.eager.toFixed(1)} KB gzip) of JS, ${(eager.css / 1024).toFixed(1)} KB of CSS; split: ${sizes.split.toFixed(1)} KB gzip + ${sizes.react.toFixed(1)} KB with React (${later}); ${widgets.length} widgets; the page of every block has ${everyBlock}`,
);

const key = (profile: number, path: string) => `${profile} ${path}`;
// One server per protocol, over the same pages: plain HTTP/1.1, and HTTP/2 over TLS; both send
// text files gzip-compressed, as a CDN does (fixtures/server/compressed.ts).
const servers = {
  'HTTP/1.1': await startServer({ port: 0, fixturesDir: scratch, compress: true }),
  'HTTP/2': await startServer({ port: 0, fixturesDir: scratch, compress: true, tls: throwawayCertificate() }),
};
const launch = chromiumLaunchOptions({ full: true });
const browser = await chromium.launch({ ...launch, args: [...launch.args, '--ignore-certificate-errors'] });
const samples = new Map<string, Record<Way, Measurement[]>>();
/** The loads that could not be measured (timed out or failed), one line each, in the report. */
const failures: string[] = [];
const started = Date.now();
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [p, profile] of profiles.entries()) {
      for (const { path } of pages) {
        const sample = samples.get(key(p, path)) ?? { loader: [], eager: [], split: [] };
        samples.set(key(p, path), sample);
        // Interleaved, and each run starting with the next way, so a busy spell on the machine hits all.
        const order = WAYS.map((_, i) => WAYS[(i + run) % WAYS.length]!);
        for (const way of order) {
          // One page that never gets there (a navigation past its limit on a loaded machine) is
          // reported and left out of the medians; it does not end the run.
          const where = `${profile.label}, ${path}, ${way}, run ${run + 1}`;
          const measured = await measuredOrNoted(() => measure(browser, `${servers[profile.protocol].url}${wayPath(path, way)}`, profile), where, failures);
          if (measured) sample[way].push(measured);
        }
        // The ways must do the same work: a peer mounting fewer blocks (a type missing from its table) would flatter it.
        const counts = WAYS.map((way) => sample[way].at(-1)?.blocks);
        if (new Set(counts).size > 1)
          console.warn(`${path}: the ways mounted different numbers of blocks (${WAYS.map((w, i) => `${w} ${counts[i]}`).join(', ')})`);
      }
    }
    process.stdout.write(`run ${run + 1}/${RUNS} done (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
  rmSync(scratch, { recursive: true, force: true });
}

// A page and way with no measurement at all is NaN throughout, shown as such in the tables.
const medianOf = (list: Measurement[]): Measurement =>
  Object.fromEntries(
    (Object.keys(NO_MEASUREMENT) as (keyof Measurement)[]).map((k) => [k, list.length ? median(list.map((m) => m[k])) : NaN]),
  ) as unknown as Measurement;
const results: PageResult[][] = profiles.map((_, p) =>
  pages.map(({ label, path }) => {
    const sample = samples.get(key(p, path))!;
    return { label, loader: medianOf(sample.loader), eager: medianOf(sample.eager), split: medianOf(sample.split) };
  }),
);
const sections = profiles.map(
  (profile, p) =>
    `## ${profile.label}\n\n${markdownTable(results[p]!)}\n\nGoals:${goalLines(results[p]!, profile.latencyMs)
      .map((g) => `\n- ${g}`)
      .join('')}`,
);
console.log(`\n${sections.join('\n\n')}`);
if (partial) {
  console.log('\na part of the bench (BENCH_ONLY, BENCH_PROFILE): bench/results.md is left as it was');
  process.exit(0);
}
const charted = PROFILES.findIndex((profile) => profile.protocol === 'HTTP/2' && profile.cpuRate === 1);
const plain = results[charted]![0]!.loader;
/** gzip level 9 bytes of a file of dist/, as the server sends it. */
const distGzip = (file: string): number => gzipSync(readFileSync(join(root, 'dist', file)), { level: 9 }).length;
const idleStartFile = (JSON.parse(readFileSync(join(root, 'dist/manifest.json'), 'utf8')) as { modules: Record<string, string[]> }).modules['idle-start']![0]!;
const blockless = `${plain.jsFiles} files (loader.js ${distGzip('loader.js').toLocaleString('en')} B: the start-up, the consent check, the block types' table; the idle start ${distGzip(idleStartFile).toLocaleString('en')} B: the census, consent and cookies, the page modules' triggers, the start-up flows' checks, the Escape stack, the focus marker, the catalogue)`;
const idleGoal =
  plain.jsBytes <= 10 * 1024
    ? 'met'
    : `not met, ${(plain.jsBytes - 10 * 1024).toLocaleString('en')} B over: both files are what every page runs, and what a blockless page could leave out (the Escape stack, the catalogue) the real pages load on their first view, where it would cost each 0.5 to 0.6 KB and 2 files more (docs/architecture.md, "The idle start: one file", with the figures)`;
const idleLine = `A page with no blocks loads ${(plain.jsBytes / 1024).toFixed(1)} KB of JS gzip in ${blockless}, idle included (goal: ≤ 10 KB): ${idleGoal}.`;
console.log(idleLine);

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? process.arch}), shared; Chromium; median of ${RUNS} cold runs per page, way and profile, interleaved`;
writeFileSync(
  join(root, 'bench/results.md'),
  `# Bench: loader against an eager bundle and a split eager build

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${machine}.

Two peers, both what a site without a loader ships, running the same runtime with every \`import()\`
of a chunk a lookup in the bundle:

- **eager bundle** (the issue's): every widget and site module in one ES module imported at start
  (${sizes.eager.toFixed(1)} KB gzip) and all their CSS in one stylesheet (${(eager.css / 1024).toFixed(1)} KB): one request for the code,
  whatever the page holds;
- **eager, split**: what a careful developer ships with a bundler and no loader: one app bundle with
  the runtime, every site module and every widget (${sizes.split.toFixed(1)} KB gzip), and React with the interfaces
  built with it (${later}) behind one dynamic import (${sizes.react.toFixed(1)} KB gzip), taken the first time one of them
  is about to show; the same one stylesheet.

Bytes are gzip level 9 of every script and stylesheet the page fetched, the site's own stylesheets
and idle loads included, and that is how they travel: the server sends text files gzip-compressed
at level 9, as a CDN does. Times are from navigation start. The longest frame and the blocking time
are the page's Long Animation Frames: each task with the rendering it held up, whichever script ran
in it or none (the Long Tasks API leaves out a task that runs no script, such as Chromium's own
layout of a long page, and charged that work to whichever way's start-up shared its task). Each
profile adds a round-trip latency to every request (Chromium's network emulation), so a request
costs what it would on a real network.
Published sites are served by CDNs over HTTP/2, where a page's requests share one connection; over
HTTP/1.1 Chromium opens six connections to a host and a page of many small files queues six at a
time, the loader's worst case, kept beside it. The slower CPU is measured over HTTP/2 only: what it
costs (parsing and running script) does not depend on the protocol. Every response was checked to
have come over its profile's protocol. Ratios are loader / peer: below 1× the loader is cheaper.
The goals are the issue's, judged against the eager bundle; the split build's ratios follow each.

![loader / eager ratios, ${PROFILES[charted]!.label}](results.svg)

${sections.join('\n\n')}

${idleLine} Each real published page against the original platform's own scripts: [real-pages.md](real-pages.md) (\`npm run bench:real-pages\`).

${failures.length ? `Not measured (left out of the medians above): ${failures.length} load${failures.length === 1 ? '' : 's'}.\n\n${failures.map((line) => `- ${line}`).join('\n')}` : 'Every load was measured.'}

Metrics: ${METRICS.map((m) => m.label).join(', ')}.
`,
);
writeFileSync(join(root, 'bench/results.svg'), svgChart(results[charted]!, PROFILES[charted]!.label));
console.log(`\nwrote bench/results.md and bench/results.svg in ${((Date.now() - started) / 1000).toFixed(0)} s of measuring`);
