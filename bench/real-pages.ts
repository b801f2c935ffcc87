/**
 * `npm run bench:real-pages [-- --chunks] [-- --width N]`: the runtime's JavaScript on each real
 * published page of a corpus folder (default ../shared/real-pages, or `REAL_PAGES`) against the
 * original platform's on the same page (tools/corpus/weights.ts: the page's first comment, else
 * its README's figure for its version; where neither states one, the smallest stated, as a
 * bound). Bytes are what the browser downloaded: the encoded body of every script from the
 * runtime's folder, served gzip-compressed as a CDN serves it (fixtures/server/compressed.ts),
 * idle loads included. Two moments: the first view (ready, the idle services started, the page
 * quiet: test/e2e/support/quiet.ts) and after scrolling to the bottom a viewport at a time (quiet
 * again). Prints the table (with `--chunks`, each file and when it came) and writes
 * bench/real-pages.md; the goal is the issue's: at least 20 times fewer bytes than the original.
 * Then each page's first view is timed over VIEW_RUNS (default 5) more cold loads under the
 * bench's HTTP/2 profile (bench/view-timing.ts), against the earliest the original could
 * have started its own: the "every image and block in view done no later than the
 * platform would start its own".
 */
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { startServer } from '../fixtures/server.ts';
import { chromiumLaunchOptions } from '../test/e2e/support/browser.ts';
import { trackQuiet } from '../test/e2e/support/quiet.ts';
import { routeCorpus, corpusPath } from '../tools/corpus/routes.ts';
import { OTHER_HOSTS_UNRESOLVED, servedCorpus } from '../tools/corpus/served.ts';
import { boundWeight, originalWeights, type OriginalWeight } from '../tools/corpus/weights.ts';
import { keptViewSection, realPagesMarkdown, type PageDownload as Download, type RealPageResult } from './real-pages-report.ts';
import { PROFILES } from './profiles.ts';
import { throwawayCertificate } from './cert.ts';
import { measureView, originalStartMs } from './view-timing.ts';
import { median } from './median.ts';

const root = join(import.meta.dirname, '..');
const dir = resolve(process.env.REAL_PAGES ?? join(root, '../shared/real-pages'));
const argv = process.argv.slice(2);
const width = Number(argv[argv.indexOf('--width') + 1]) || 1280;
const showChunks = argv.includes('--chunks');
/**
 * Cold loads a page's view is timed over (the median is reported). `VIEW_RUNS=0` measures bytes
 * only, which do not depend on the machine, and keeps the view section of the report as the last
 * timed run wrote it, dated: timings from a slower machine would not compare.
 */
const asked = Number(process.env.VIEW_RUNS || 5);
const VIEW_RUNS = Number.isInteger(asked) && asked >= 0 ? asked : 5;
/** The bench's HTTP/2 profile at this machine's speed: as a CDN serves a published site (bench/profiles.ts). */
const VIEW_PROFILE = PROFILES.find((profile) => profile.protocol === 'HTTP/2' && profile.cpuRate === 1)!;

/** The page's view timed over {@link VIEW_RUNS} cold loads: the medians, and what waited in a load that never finished. */
async function timeView(browser: Browser, origin: string, file: string, original: OriginalWeight | undefined): Promise<RealPageResult['view']> {
  const runs = [];
  for (let run = 0; run < VIEW_RUNS; run++) runs.push(await measureView(browser, origin, file, VIEW_PROFILE, width));
  const scriptRequestMs = median(runs.map((r) => r.scriptRequestMs));
  // The load whose view ended at the median, for what it waited for last.
  const middle = [...runs].sort((a, b) => a.doneMs - b.doneMs)[Math.floor(runs.length / 2)]!;
  return {
    blocksArrivedMs: median(runs.map((r) => r.blocksArrivedMs)),
    lastFile: middle.lastFile,
    lastWaiting: middle.lastWaiting,
    scriptHeldMs: median(runs.map((r) => r.scriptSentMs - r.scriptRequestMs)),
    scriptArrivedMs: median(runs.map((r) => r.scriptArrivedMs)),
    scriptRanMs: median(runs.map((r) => r.scriptRanMs)),
    parsedMs: median(runs.map((r) => r.parsedMs)),
    laidOutMs: median(runs.map((r) => r.laidOutMs)),
    // One load that never finished its view is the page's figure: a median would hide it.
    doneMs: runs.some((r) => Number.isNaN(r.doneMs)) ? NaN : median(runs.map((r) => r.doneMs)),
    originalMs: original ? originalStartMs(scriptRequestMs, original.bytes, VIEW_PROFILE) : NaN,
    waiting: runs.find((r) => r.waiting.length)?.waiting ?? [],
  };
}

/** The page's downloaded files as one gzip stream (level 9, as the server sends each): what packing them in one file would weigh. */
const oneStream = (downloads: Download[]): number =>
  gzipSync(Buffer.concat(downloads.map((d) => readFileSync(join(root, 'dist', d.file)))), { level: 9 }).length;

/** Waits for the runtime's first view: ready, the idle services started, then no request for two idle rounds. */
async function firstView(page: Page, quiet: () => Promise<void>): Promise<void> {
  await page.waitForFunction(() => (window as { SiteRuntime?: unknown }).SiteRuntime, undefined, { timeout: 30_000 });
  await page.evaluate(() => (window as unknown as { SiteRuntime: { ready: Promise<void> } }).SiteRuntime.ready);
  await page.locator('html[data-site-services="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  await quiet();
}

/** Scrolls to the bottom a viewport at a time, each step's frame drawn, then waits for quiet. */
async function scrollThrough(page: Page, quiet: () => Promise<void>): Promise<void> {
  const step = page.viewportSize()!.height;
  for (let y = step; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  await quiet();
}

/** Loads one page cold and records every runtime script it downloads, by phase. */
async function measurePage(browser: Browser, origin: string, file: string): Promise<Download[]> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
  const page = await context.newPage();
  await routeCorpus(context, dir, origin);
  const { quiet } = trackQuiet(page);
  const downloads: Promise<Download>[] = [];
  let phase: Download['phase'] = 'first view';
  const record = async (request: Request, at: Download['phase']): Promise<Download> => {
    const path = new URL(request.url()).pathname;
    if ((await (await request.response())?.headerValue('content-encoding')) !== 'gzip')
      throw new Error(`${path} came uncompressed: the bytes would not be the wire's`);
    return { file: path.slice('/dist/'.length), bytes: (await request.sizes()).responseBodySize, phase: at };
  };
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.startsWith('/dist/') && request.resourceType() === 'script') downloads.push(record(request, phase));
  });
  try {
    await page.goto(`${origin}${corpusPath(file)}`, { waitUntil: 'load', timeout: 60_000 });
    await firstView(page, quiet);
    phase = 'scroll';
    await scrollThrough(page, quiet);
    return await Promise.all(downloads);
  } finally {
    await context.close();
  }
}

const weights = originalWeights(dir);
const bound = boundWeight(weights);
const server = await startServer({ port: 0, distDir: join(root, 'dist'), compress: true });
// The view's loads speak HTTP/2 over TLS with a certificate made here (bench/cert.ts), as the main bench's do,
// to pages served as files and a browser that resolves no other host: nothing intercepted (tools/corpus/served.ts).
const served = servedCorpus(dir);
const secure = await startServer({ port: 0, distDir: join(root, 'dist'), compress: true, tls: throwawayCertificate(), fixturesDir: served });
const launch = chromiumLaunchOptions({ full: true });
const browser = await chromium.launch(launch);
const viewBrowser = await chromium.launch({ ...launch, args: [...launch.args, OTHER_HOSTS_UNRESOLVED] });
const results: RealPageResult[] = [];
try {
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .sort()) {
    const original: OriginalWeight | undefined = weights.get(file) ?? bound;
    const downloads = await measurePage(browser, server.url, file);
    const view = VIEW_RUNS ? await timeView(viewBrowser, secure.url, file, original) : undefined;
    results.push({ file, original, downloads, oneStream: oneStream(downloads), view });
    if (showChunks) for (const d of downloads) console.log(`  ${file} ${d.phase.padEnd(10)} ${(d.bytes / 1024).toFixed(1).padStart(6)} KB ${d.file}`);
  }
} finally {
  await browser.close();
  await viewBrowser.close();
  await server.close();
  await secure.close();
  rmSync(served, { recursive: true, force: true });
}

const machine = `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`;
const report = join(root, 'bench/real-pages.md');
const keptViews = VIEW_RUNS ? undefined : keptViewSection(existsSync(report) ? readFileSync(report, 'utf8') : '');
const date = new Date().toISOString().slice(0, 10);
const markdown = realPagesMarkdown(results, { width, date, machine, profile: VIEW_PROFILE.label, runs: VIEW_RUNS, keptViews });
console.log(markdown);
writeFileSync(report, markdown);
console.log('wrote bench/real-pages.md');
