/**
 * How the corpus command prints a page (docs/behaviour/tools.md#corpus): its name,
 * a line per width, the table of visitor features (working and broken at each
 * width), then, indented, each problem.
 */
import { blockTypeName } from './block-names.ts';
import { problemsOf, type CorpusPage, type WidthRun } from './result.ts';
import type { PageProbe } from './probe.ts';

const counts = (states: string[]): string => {
  const by = new Map<string, number>();
  for (const state of states) by.set(state, (by.get(state) ?? 0) + 1);
  return [...by].map(([state, n]) => `${n} ${state}`).join(', ') || 'none';
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The line of one width: what the page holds and costs there. */
export function formatRun(run: WidthRun, page: CorpusPage): string {
  if (run.failure) return `${run.width}: could not be loaded (${run.failure})`;
  const probe = run.probe!;
  const { original } = page;
  const weight = original
    ? ` (original ${kb(original.bytes)}${original.files ? ` in ${original.files}` : ''}: ${((100 * run.js.bytes) / original.bytes).toFixed(1)}%)`
    : ' (original unknown)';
  const block = (b: PageProbe['blocks'][number]) => (b.state === 'untaken' ? `untaken ${blockTypeName(b.type, b.definition)}` : b.state);
  return [
    `${run.width}: blocks ${probe.blocks.length}: ${counts(probe.blocks.map(block))}`,
    `controllers ${probe.controllers.length}: ${counts(probe.controllers.map((c) => `${c.names} ${c.state}`))}`,
    `images without source ${probe.missing.length}`,
    `empty placeholders ${probe.empty}`,
    `overflow ${probe.overflow.by} px`,
    `runtime errors ${run.errors.length}`,
    // Every runtime file is a script: each chunk carries its own styles (the build allows no separate stylesheet).
    `runtime JS (styles inside) ${kb(run.js.bytes)} gzip in ${run.js.files} files${weight}`,
  ].join('; ');
}

/** "2 ok", "1 ok, 1 broken", or "-" where the feature is not on the page at that width. */
function cell(run: WidthRun | undefined, owner: string, feature: string): string {
  const found = run?.features.filter((f) => f.owner === owner && f.feature === feature) ?? [];
  if (!found.length) return '-';
  const broken = found.filter((f) => !f.ok).length;
  return [found.length - broken ? `${found.length - broken} ok` : '', broken ? `${broken} broken` : ''].filter(Boolean).join(', ');
}

/** The visitor features of a page, one row each, a column per width. */
export function featureTable(page: CorpusPage): string[] {
  const rows = new Map<string, { owner: string; feature: string }>();
  for (const run of page.runs) for (const f of run.features) rows.set(`${f.owner}: ${f.feature}`, f);
  if (!rows.size) return ['  no visitor feature found'];
  const names = [...rows.keys()];
  const wide = Math.max('feature'.length, ...names.map((name) => name.length));
  const cells = page.runs.map((run) => [...rows.values()].map(({ owner, feature }) => cell(run, owner, feature)));
  const widths = page.runs.map((run, i) => Math.max(String(run.width).length, ...cells[i]!.map((text) => text.length)));
  const line = (first: string, rest: string[]) => `  ${first.padEnd(wide)}  ${rest.map((text, i) => text.padStart(widths[i]!)).join('  ')}`.trimEnd();
  return [
    line(
      'feature',
      page.runs.map((run) => String(run.width)),
    ),
    ...names.map((name, row) =>
      line(
        name,
        cells.map((column) => column[row]!),
      ),
    ),
  ];
}

/** The printed text of one page. */
export function formatPage(page: CorpusPage): string {
  const problems = page.runs.flatMap((run) => problemsOf(run).map((text) => `  ${run.width}: ${text}`));
  return [page.file, ...page.runs.map((run) => `  ${formatRun(run, page)}`), ...featureTable(page), ...problems].join('\n');
}
