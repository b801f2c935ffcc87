/**
 * The real-pages bench's report (bench/real-pages.ts): per page, the runtime's
 * JavaScript at the first view and after scrolling to the bottom, beside the
 * original platform's, and the issue's goal (at least 20 times fewer bytes);
 * then when its first view was done, beside the earliest the original could
 * have started its own (bench/view-timing.ts).
 */
import type { OriginalWeight } from '../tools/corpus/weights.ts';

/** How many times fewer bytes than the original every real page must download. */
export const REAL_PAGE_GOAL = 20;

/** One downloaded script of a page: its file, encoded bytes, and the moment it came in. */
export interface PageDownload {
  file: string;
  bytes: number;
  phase: 'first view' | 'scroll';
}

/** One page measured: its file name, the original's weight (stated or bound), its downloads. */
export interface RealPageResult {
  file: string;
  original?: OriginalWeight;
  downloads: PageDownload[];
  /** The same files' code as one gzip stream (level 9): what the page would download packed in one file. */
  oneStream?: number;
  /** Its first view timed (bench/view-timing.ts), ms from navigation start. */
  view?: ViewResult;
}

/** A page's first view timed over several cold loads: medians. */
export interface ViewResult {
  /** Every block and image in view done; NaN when a load never got there. */
  doneMs: number;
  /** The earliest the original could have started its own (bench/view-timing.ts `originalStartMs`); NaN without a weight. */
  originalMs: number;
  /** What still waited in a load that never got there. */
  waiting: string[];
  /** How long Chromium held loader.js's request back before sending it. */
  scriptHeldMs: number;
  /** When loader.js had arrived. */
  scriptArrivedMs: number;
  /** When Chromium ran loader.js (bench/view-timing.ts); absent in reports from before it was measured. */
  scriptRanMs?: number;
  /** When the page was parsed (DOMContentLoaded): the runtime starts its blocks then (docs/architecture.md, "Round trips"). */
  parsedMs?: number;
  /** When the browser first laid the parsed page out: the runtime knows what is in view, and each image's width, only then (bench/view-timing.ts). */
  laidOutMs?: number;
  /** When the blocks runtime had arrived (NaN on a page without it). */
  blocksArrivedMs?: number;
  /** The runtime's file that arrived last before the view's end (in the load whose view ended at the median). */
  lastFile?: { file: string; arrivedMs: number };
  /** What that load's view waited for last: the blocks and images the last look before its end found waiting. */
  lastWaiting?: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Bytes exactly, for a figure near its goal: `32,871 B`. */
const exact = (bytes: number) => `${bytes.toLocaleString('en-US')} B`;
const sum = (list: PageDownload[]) => list.reduce((total, d) => total + d.bytes, 0);

/** What a page downloaded by the first view, and in all (after scrolling to the bottom). */
export function pageTotals(downloads: PageDownload[]): { first: { bytes: number; files: number }; all: { bytes: number; files: number } } {
  const first = downloads.filter((d) => d.phase === 'first view');
  return { first: { bytes: sum(first), files: first.length }, all: { bytes: sum(downloads), files: downloads.length } };
}

/** What every page downloads whatever its blocks: the loader and the idle start (census, consent, Escape). */
const EVERY_PAGE = /^(loader\.js|chunks\/site-idle-start-[\w-]+\.js)$/;

/**
 * What packing would change: the page's code as one gzip stream, and whether
 * that meets the goal (each file compressed on its own starts with no shared
 * dictionary, which costs most on small files).
 */
function packed(oneStream: number | undefined, all: number, allowed: number): string {
  if (oneStream === undefined) return '';
  const verdict = oneStream <= allowed ? 'within the goal' : `still ${exact(oneStream - allowed)} over`;
  return ` The same code as one gzip stream is ${exact(oneStream)} (${exact(all - oneStream)} less), ${verdict}: the rest is each file compressed on its own, the price of loading each part only on the pages that use it.`;
}

/**
 * Why a page misses the goal, in figures: the bytes the goal allows it, what
 * every page pays, what its own blocks and modules add (the largest named),
 * how far over it is, and what packing its files in one would change.
 */
export function shortfall({ file, original, downloads, oneStream }: RealPageResult): string | undefined {
  if (!original) return `- ${file}: no original weight is stated for it, so no goal can be judged.`;
  const all = sum(downloads);
  const allowed = Math.floor(original.bytes / REAL_PAGE_GOAL);
  if (all <= allowed) return undefined;
  const shared = sum(downloads.filter((d) => EVERY_PAGE.test(d.file)));
  const own = downloads.filter((d) => !EVERY_PAGE.test(d.file)).sort((a, b) => b.bytes - a.bytes);
  const largest = own
    .slice(0, 3)
    .map((d) => `${d.file.replace(/^chunks\//, '')} ${exact(d.bytes)}`)
    .join(', ');
  return (
    `- ${file}: the goal allows ${exact(allowed)}; every page pays ${exact(shared)} (the loader and the idle start), ` +
    `and this page's blocks, modules and chrome ${exact(all - shared)} in ${own.length} files (largest: ${largest}): ${exact(all - allowed)} over.` +
    packed(oneStream, all, allowed)
  );
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** When Chromium ran loader.js, where it was measured. */
const ran = (view: ViewResult): boolean => view.scriptRanMs !== undefined && !Number.isNaN(view.scriptRanMs);

/** One page's row of the view table: its view's end, the original's earliest start, their ratio, the verdict. */
function viewRow({ file, original, view }: RealPageResult & { view: ViewResult }): { line: string; met: boolean } {
  const ratio = view.doneMs / view.originalMs;
  const met = ratio <= 1;
  const done = Number.isNaN(view.doneMs) ? `never (waiting: ${view.waiting.slice(0, 3).join(', ')})` : ms(view.doneMs);
  const start = Number.isNaN(view.originalMs) ? 'unknown' : `${ms(view.originalMs)}${original?.source === 'bound' ? ' (bound)' : ''}`;
  const verdict = Number.isNaN(view.originalMs) ? '–' : met ? 'met' : 'not met';
  const loader = `held ${ms(view.scriptHeldMs)}, in at ${ms(view.scriptArrivedMs)}${ran(view) ? `, run at ${ms(view.scriptRanMs!)}` : ''}`;
  return { line: `| ${file} | ${loader} | ${done} | ${start} | ${Number.isNaN(ratio) ? '–' : `${ratio.toFixed(2)}×`} | ${verdict} |`, met };
}

/**
 * Why a page's view missed the original's start, in figures: loader.js's hold
 * and arrival, when the page was parsed and first laid out (either after the
 * start means the runtime's view could not be done by it), the blocks runtime's arrival, what the view waited for last
 * (the blocks and images the last look found), the last of the runtime's
 * files to arrive, and how far past the start the view ended.
 */
export function viewShortfall({ file, view }: RealPageResult & { view: ViewResult }): string {
  if (Number.isNaN(view.doneMs)) return `- ${file}: the view never finished; still waiting: ${view.waiting.join(', ')}.`;
  const arrived = `in at ${ms(view.scriptArrivedMs)}`;
  const loader = ran(view) ? `${ms(view.scriptHeldMs)}, ${arrived} and run at ${ms(view.scriptRanMs!)}` : `${ms(view.scriptHeldMs)} and ${arrived}`;
  const parts = [`loader.js was held ${loader}`];
  // Parsed after the start already says why; the first layout then only gives its time.
  const parsedLate = view.parsedMs !== undefined && view.parsedMs >= view.originalMs;
  if (view.parsedMs !== undefined && !Number.isNaN(view.parsedMs))
    parts.push(
      `the page parsed (DOMContentLoaded) at ${ms(view.parsedMs)}` +
        (parsedLate
          ? `, ${ms(view.parsedMs - view.originalMs)} after the original's earliest start: the runtime starts the page's blocks once it is parsed, so no view of its could be done by then`
          : ''),
    );
  if (view.laidOutMs !== undefined && !Number.isNaN(view.laidOutMs))
    parts.push(
      `the browser first laid the parsed page out at ${ms(view.laidOutMs)}` +
        (!parsedLate && view.laidOutMs >= view.originalMs
          ? `, ${ms(view.laidOutMs - view.originalMs)} after the original's earliest start: the runtime, which starts on the parsed page, knows what is in view, and the width each image in it needs, only then, so no view of its could be done by then`
          : ''),
    );
  if (view.blocksArrivedMs !== undefined && !Number.isNaN(view.blocksArrivedMs)) parts.push(`the blocks runtime in at ${ms(view.blocksArrivedMs)}`);
  if (view.lastWaiting?.length) parts.push(`what it waited for last: ${view.lastWaiting.slice(0, 3).join(', ')}`);
  if (view.lastFile)
    parts.push(
      `the last of the runtime's files to arrive before the end, ${view.lastFile.file.replace(/^chunks\//, '')}, in at ${ms(view.lastFile.arrivedMs)}`,
    );
  return `- ${file}: ${parts.join('; ')}; done at ${ms(view.doneMs)}, ${ms(view.doneMs - view.originalMs)} after the original's earliest start.`;
}

/** The view section: when each page's first view was done against when the original could have started, and the goal line. */
export function viewSection(results: RealPageResult[], run: { profile: string; runs: number }): string {
  const timed = results.filter((r): r is RealPageResult & { view: ViewResult } => r.view !== undefined);
  if (!timed.length) return '';
  const rows = timed.map((r) => ({ file: r.file, ...viewRow(r) }));
  const missed = rows.filter((r) => !r.met).map((r) => r.file);
  const why = timed.filter((r) => missed.includes(r.file) && !Number.isNaN(r.view.originalMs)).map(viewShortfall);
  return `
## The first view against the original's start

Each page loaded cold ${run.runs} times under the bench's ${run.profile} profile (medians, ms from
navigation start), served as a file with its site stylesheet and every other host unresolved, so no
request waits on the test process (tools/corpus/served.ts). Done: every block in the view settled and every image in it that the server left
to a script (\`data-src\`) given its source, banner images outside blocks included. The original's
start: the earliest its scripts could all have arrived, asked for where loader.js was, one round trip
and their bytes at the profile's bandwidth, none of their own running counted (a bound in its favour).
The goal: done no later than that. loader.js: how long Chromium held its request back (a classic
script is Low priority behind the head's stylesheets and scripts; the original's, not async, are not
held), when it had arrived, and when Chromium ran it: an async script runs when the parser lets it,
which on a long page is near the end of its parse. Where the view missed the start, its line says when the page was
parsed (DOMContentLoaded, when the runtime starts its blocks) and when the browser first laid the
parsed page out (a visibility observer's first report after it): the runtime, which starts on the
parsed page, knows what is in view, and the width each image in it needs, only then. Where the page states no original weight, the start is the least
stated weight's: a bound, and a low one for a 7.1 page (its original is 1.29 MB with a form).

| page | loader.js | in view done | the original's earliest start | done / start | ≤ 1× |
|---|---|---|---|---|---|
${rows.map((r) => r.line).join('\n')}

Goal, every image and block in view done no later than the original would start its own: ${missed.length ? `not met on ${missed.join(', ')}` : 'met on every page'}.
${why.length ? `\nWhy, where it is not met:\n\n${why.join('\n')}\n` : ''}`;
}

const VIEW_HEADING = "\n## The first view against the original's start\n";
const FILES_HEADING = '\nFiles, largest first:';

/**
 * The view section of an earlier report, to keep when a run measures bytes only (`VIEW_RUNS=0`),
 * dated by the run that timed it: '' when that report has none. A section kept before keeps its date.
 */
export function keptViewSection(earlier: string): string {
  const start = earlier.indexOf(VIEW_HEADING);
  const end = earlier.indexOf(FILES_HEADING, start);
  if (start < 0 || end < 0) return '';
  const section = earlier.slice(start, end);
  if (section.includes('\nTimed by the run of ')) return section;
  const run = /^Written by `npm run bench:real-pages` on ([\d-]+) at \d+ px \(([^)]*)\)/m.exec(earlier);
  const stamp = `\nTimed by the run of ${run?.[1] ?? 'an earlier date'} (${run?.[2] ?? 'machine not stated'}); the later runs measured bytes only.\n`;
  return section.replace(VIEW_HEADING, VIEW_HEADING + stamp);
}

const SOURCE: Record<OriginalWeight['source'], string> = { comment: 'its comment', readme: 'README', bound: 'none stated: the least stated' };

/** The report: a table per page, the goal line, and each page's files by size. */
export function realPagesMarkdown(
  results: RealPageResult[],
  run: { width: number; date: string; machine: string; profile?: string; runs?: number; keptViews?: string },
): string {
  const rows = results.map(({ file, original, downloads }) => {
    const { first, all } = pageTotals(downloads);
    const times = original ? original.bytes / all.bytes : NaN;
    const originalCell = original ? `${exact(original.bytes)}${original.files ? ` in ${original.files}` : ''} (${SOURCE[original.source]})` : 'unknown';
    const met = !original ? '–' : times >= REAL_PAGE_GOAL ? 'met' : 'not met';
    return {
      file,
      times,
      line: `| ${file} | ${kb(first.bytes)} in ${first.files} | ${exact(all.bytes)} in ${all.files} | ${originalCell} | ${Number.isNaN(times) ? '–' : `${times.toFixed(1)}×`} | ${met} |`,
    };
  });
  const missed = rows.filter((r) => !(r.times >= REAL_PAGE_GOAL));
  const goal = missed.length
    ? `not met on ${missed.map((r) => `${r.file} (${Number.isNaN(r.times) ? 'original unknown' : `${r.times.toFixed(1)}×`})`).join(', ')}`
    : `met on every page (least ${Math.min(...rows.map((r) => r.times)).toFixed(1)}×)`;
  const why = results.map(shortfall).filter((line) => line !== undefined);
  const files = results.map(({ file, downloads }) => {
    const listed = [...downloads].sort((a, b) => b.bytes - a.bytes).map((d) => `${d.file} ${kb(d.bytes)}${d.phase === 'scroll' ? ' (scroll)' : ''}`);
    return `- ${file}: ${listed.join(', ')}`;
  });
  return `# Real pages: the runtime's JavaScript against the original platform's

Written by \`npm run bench:real-pages\` on ${run.date} at ${run.width} px (${run.machine}). Bytes are the encoded
bodies of every script the page downloaded from the runtime's folder, gzip as a CDN sends them, idle
loads included: at the first view (ready, idle services started, the page quiet) and after scrolling
to the bottom a viewport at a time. The original is the platform's own JavaScript on the page, as
the page's first comment or its folder's README states it (tools/corpus/weights.ts); where neither
does, the least stated for any page, a bound. Times fewer: original / after scrolling.

| page | first view | after scrolling | original | times fewer | ≥ ${REAL_PAGE_GOAL}× |
|---|---|---|---|---|---|
${rows.map((r) => r.line).join('\n')}

Goal, at least ${REAL_PAGE_GOAL} times fewer bytes than the original on every page: ${goal}.
${why.length ? `\nWhy, where it is not met:\n\n${why.join('\n')}\n` : ''}${run.keptViews ?? viewSection(results, { profile: run.profile ?? '', runs: run.runs ?? 0 })}
Files, largest first:

${files.join('\n')}
`;
}
