/**
 * The bench's outputs: the table printed and written to bench/results.md,
 * and a bar chart of the ratios (bench/results.svg) the README shows.
 */
import type { Measurement } from './measure.ts';

/** The metrics compared, in the order shown. */
export const METRICS: { key: keyof Measurement; label: string; unit: 'KB' | 'ms' | '' }[] = [
  { key: 'jsBytes', label: 'JS bytes (gzip)', unit: 'KB' },
  { key: 'codeBytes', label: 'JS + CSS bytes (gzip)', unit: 'KB' },
  { key: 'requests', label: 'requests', unit: '' },
  { key: 'initializedMs', label: 'time to siteInitialized', unit: 'ms' },
  { key: 'allReadyMs', label: 'time to every block ready', unit: 'ms' },
  { key: 'longestFrameMs', label: 'longest frame', unit: 'ms' },
  { key: 'blockingMs', label: 'total blocking time', unit: 'ms' },
];

/** One page's medians, each way: the loader, the eager bundle, the split eager build. */
export interface PageResult {
  label: string;
  loader: Measurement;
  eager: Measurement;
  split: Measurement;
}

const value = (n: number, unit: string) => (unit === 'KB' ? `${(n / 1024).toFixed(1)} KB` : unit === 'ms' ? `${n.toFixed(0)} ms` : n.toFixed(0));
/** loader/eager; a dash where both are 0 (e.g. no long frame either way). */
export const ratio = (loader: number, eager: number): number | undefined => (eager > 0 ? loader / eager : loader > 0 ? Infinity : undefined);
const shown = (r: number | undefined) => (r === undefined ? '–' : r === Infinity ? '∞' : `${r.toFixed(2)}×`);

/** The results as a Markdown table, one row per page and metric, the loader's ratio to each peer. */
export function markdownTable(results: PageResult[]): string {
  const lines = ['| page | metric | loader | eager bundle | eager, split | loader / eager | loader / split |', '|---|---|---|---|---|---|---|'];
  for (const { label, loader, eager, split } of results) {
    for (const { key, label: metric, unit } of METRICS) {
      const values = [loader, eager, split].map((m) => value(m[key], unit));
      lines.push(`| ${label} | ${metric} | ${values.join(' | ')} | ${shown(ratio(loader[key], eager[key]))} | ${shown(ratio(loader[key], split[key]))} |`);
    }
  }
  return lines.join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A horizontal bar chart of loader/eager per page and metric under the profile `profile`, with the 1× line and the bytes goal (0.3×). */
export function svgChart(results: PageResult[], profile: string): string {
  const colours = ['#0b57d0', '#7cacf8', '#e37400', '#188038', '#81c995', '#b3261e', '#f28b82'];
  const barHeight = 12;
  const groupGap = 18;
  const left = 190;
  const width = 760;
  const plot = width - left - 60;
  const ratios = results.flatMap((r) => METRICS.map((m) => ratio(r.loader[m.key], r.eager[m.key]) ?? 0)).filter(Number.isFinite);
  const max = Math.max(1.5, Math.ceil(Math.max(...ratios) * 2) / 2);
  const x = (r: number) => left + (Math.min(r, max) / max) * plot;
  const groupHeight = METRICS.length * barHeight + groupGap;
  const top = 40;
  const height = top + results.length * groupHeight + 86;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="${left}" y="20" font-size="13" font-weight="600">loader / eager bundle, ${escapeXml(profile)} (shorter is better for the loader)</text>`,
  ];
  results.forEach(({ label, loader, eager }, g) => {
    const y0 = top + g * groupHeight;
    parts.push(`<text x="${left - 8}" y="${y0 + (METRICS.length * barHeight) / 2 + 4}" text-anchor="end" font-weight="600">${escapeXml(label)}</text>`);
    METRICS.forEach(({ key, label: metric }, i) => {
      const r = ratio(loader[key], eager[key]);
      const y = y0 + i * barHeight;
      const w = r === undefined ? 0 : x(r) - left;
      parts.push(
        `<rect x="${left}" y="${y}" width="${Math.max(w, 0.5).toFixed(1)}" height="${barHeight - 2}" fill="${colours[i]}"><title>${escapeXml(`${label}: ${metric} ${shown(r)}`)}</title></rect>`,
      );
      parts.push(`<text x="${(left + w + 4).toFixed(1)}" y="${y + barHeight - 3}" fill="#444">${escapeXml(shown(r))}</text>`);
    });
  });
  const bottom = top + results.length * groupHeight - groupGap + 4;
  for (const [at, text, colour] of [
    [1, '1×', '#222'],
    [0.3, 'goal 0.3× (bytes, pages without React)', '#0b57d0'],
  ] as const) {
    parts.push(`<line x1="${x(at)}" y1="${top - 6}" x2="${x(at)}" y2="${bottom}" stroke="${colour}" stroke-dasharray="3 3"/>`);
    parts.push(`<text x="${x(at)}" y="${bottom + 12 + (at === 0.3 ? 12 : 24)}" text-anchor="middle" fill="${colour}">${escapeXml(text)}</text>`);
  }
  METRICS.forEach(({ label }, i) => {
    const lx = 10 + (i % 3) * 250;
    const legendY = height - 42 + Math.floor(i / 3) * 16;
    parts.push(
      `<rect x="${lx}" y="${legendY - 9}" width="10" height="10" fill="${colours[i]}"/><text x="${lx + 14}" y="${legendY}">${escapeXml(label)}</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}

/**
 * The least time any script the page names could take to every block ready:
 * the loader's own request cannot start earlier than it did (the parser meets
 * its tag), the widgets' code cannot be asked for before the script has
 * arrived and run (a round trip), nor arrive before one more; then comes the
 * work every way does once the code is there: the eager bundle's, from its
 * first scan to every block ready (mounting, the blocks' own data calls).
 */
export const floorOf = (r: PageResult, latencyMs: number): number => r.loader.scriptRequestMs + 2 * latencyMs + r.eager.mountMs;

/**
 * The same floor with the page's parse in it: no script finds a block the
 * parser has not made, and a deferred one (the bench pages' loader.js) runs
 * only once the page is parsed. The view's code is asked for no sooner than
 * the later of loader.js's arrival (its request and a round trip) and the end
 * of the parse in the loader's own load, and arrives a round trip after that;
 * then comes the same work as in {@link floorOf}. Where the page is parsed
 * after loader.js arrives, {@link floorOf} is below what any way can reach,
 * the peers with all their code in one file included.
 */
export const parsedFloorOf = (r: PageResult, latencyMs: number): number =>
  Math.max(r.loader.scriptRequestMs + latencyMs, r.loader.parsedMs) + latencyMs + r.eager.mountMs;

/**
 * The goals (issue 40), each with whether this run met it, on the pages with
 * blocks: every block ready within 1.2× the floor ({@link floorOf}), and
 * never slower than the split eager build (what a careful developer ships);
 * and code bytes ≤ 0.3× the eager bundle's on every page that loads no React.
 * The retired goals (≤ 0.5× the eager bundle's time, ≤ 1.5× its requests:
 * out of reach for any loader on pages of many blocks) are gone.
 */
export function goalLines(results: PageResult[], latencyMs = 0): string[] {
  // Part of the gap no loader code can close: the browser holding the script's request (docs/budgets.md#the-bench).
  const holdOf = (way: Measurement) => way.scriptSentMs - way.scriptRequestMs;
  const held = (loader: Measurement) => `loader.js held ${holdOf(loader).toFixed(0)} ms before it was sent`;
  const withBlocks = results.filter((r) => r.loader.blocks > 0);
  const listed = (list: { label: string; r: number; detail?: string }[]) =>
    list.map(({ label, r, detail }) => `${label} ${r.toFixed(2)}×${detail ? ` (${detail})` : ''}`).join(', ');
  const goal = (text: string, list: { label: string; r: number; detail?: string }[], most: number) =>
    `${text}: ${list.length && list.every(({ r }) => r <= most) ? 'met' : 'not met'} (${listed(list) || 'no page'})`;
  // Where the peers, with all their code in one file, miss the floor too: the page's parse (parsedFloorOf).
  const parsed = (r: PageResult) => {
    const least = parsedFloorOf(r, latencyMs);
    return (
      `; the split build ${shown(ratio(r.split.allReadyMs, floorOf(r, latencyMs)))} and the eager bundle ${shown(ratio(r.eager.allReadyMs, floorOf(r, latencyMs)))} that floor; ` +
      `the page was parsed at ${r.loader.parsedMs.toFixed(0)} ms, and from the later of that and loader.js's arrival the floor is ${least.toFixed(0)} ms: ` +
      `the loader ${shown(ratio(r.loader.allReadyMs, least))}, the split build ${shown(ratio(r.split.allReadyMs, least))}`
    );
  };
  const floor = withBlocks.map((r) => {
    const least = floorOf(r, latencyMs);
    return {
      label: r.label,
      r: r.loader.allReadyMs / least,
      detail:
        `${r.loader.allReadyMs.toFixed(0)} ms against ${least.toFixed(0)} = ${r.loader.scriptRequestMs.toFixed(0)} + 2 × ${latencyMs} + ${r.eager.mountMs.toFixed(0)}; ` +
        `${held(r.loader)}, ${shown(ratio(r.loader.allReadyMs, least + holdOf(r.loader)))} the floor with that hold${parsed(r)}`,
    };
  });
  // The rest of the gap on a page of many blocks: those out of view wait, by design, for the first view and an idle period (docs/behaviour/blocks.md#many-blocks).
  const swept = ({ loader, split }: PageResult) =>
    Number.isFinite(loader.sweptMs)
      ? `; its first view settled at ${loader.initializedMs.toFixed(0)} ms, the split build's at ${split.initializedMs.toFixed(0)} ms; the blocks out of it wait for that and an idle period after the page's load: ` +
        `they began loading at ${loader.sweptMs.toFixed(0)} ms and were all ready ${(loader.allReadyMs - loader.sweptMs).toFixed(0)} ms later, ` +
        `where the split build had every block ready at ${split.allReadyMs.toFixed(0)} ms`
      : '';
  const split = withBlocks.map((r) => {
    // The part of the gap that is the browser holding the classic script longer than the split build's module script.
    const longerHold = Math.max(0, holdOf(r.loader) - holdOf(r.split));
    return {
      label: r.label,
      r: r.loader.allReadyMs / r.split.allReadyMs,
      detail:
        `${held(r.loader)}, the split build's ${holdOf(r.split).toFixed(0)} ms: ${((r.loader.allReadyMs - longerHold) / r.split.allReadyMs).toFixed(2)}× ` +
        `without the longer hold; ${r.loader.requests} requests against ${r.split.requests}${swept(r)}`,
    };
  });
  const bytes = results.filter((r) => !r.loader.react).map((r) => ({ label: r.label, r: ratio(r.loader.codeBytes, r.eager.codeBytes) ?? 0 }));
  return [
    goal("every block ready within 1.2× the floor (the loader's request, two round trips, the eager bundle's own work from its first scan)", floor, 1.2),
    goal('every block ready no later than the split eager build', split, 1),
    goal("JS + CSS bytes ≤ 0.3× the eager bundle's on pages without React", bytes, 0.3),
  ];
}
