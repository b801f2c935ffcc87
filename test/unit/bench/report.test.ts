// @vitest-environment node
/**
 * The bench's report (bench/report.ts): the table's three ways and two
 * ratios, and goal lines judged against the eager bundle with the split
 * eager build's ratios beside them.
 */
import { describe, expect, it } from 'vitest';
import type { Measurement } from '../../../bench/measure.ts';
import { goalLines, markdownTable, type PageResult, svgChart } from '../../../bench/report.ts';

const m = (over: Partial<Measurement>): Measurement => ({
  jsBytes: 0,
  jsFiles: 0,
  cssBytes: 0,
  codeBytes: 0,
  react: 0,
  requests: 0,
  initializedMs: 0,
  allReadyMs: 0,
  longestTaskMs: 0,
  blockingMs: 0,
  blocks: 0,
  scriptRequestMs: 0,
  mountMs: 0,
  ...over,
});

const results: PageResult[] = [
  { label: 'plain', loader: m({ requests: 6, allReadyMs: 100, codeBytes: 10_240 }), eager: m({ requests: 4, allReadyMs: 400, codeBytes: 102_400 }), split: m({ requests: 3, allReadyMs: 200, codeBytes: 51_200 }) },
  { label: 'form', loader: m({ requests: 9, allReadyMs: 300, codeBytes: 90_000, react: 1 }), eager: m({ requests: 3, allReadyMs: 500, codeBytes: 100_000 }), split: m({ requests: 4, allReadyMs: 600, codeBytes: 100_000 }) },
];

describe('markdownTable', () => {
  it('shows each way and the loader against each peer', () => {
    const lines = markdownTable(results).split('\n');
    expect(lines[0]).toBe('| page | metric | loader | eager bundle | eager, split | loader / eager | loader / split |');
    expect(lines).toContain('| plain | requests | 6 | 4 | 3 | 1.50× | 2.00× |');
    expect(lines).toContain('| plain | time to every block ready | 100 ms | 400 ms | 200 ms | 0.25× | 0.50× |');
    expect(lines).toContain('| form | JS + CSS bytes (gzip) | 87.9 KB | 97.7 KB | 97.7 KB | 0.90× | 0.90× |');
  });
});

describe('goalLines', () => {
  it("judges the goals against the eager bundle and lists the split build's ratios", () => {
    expect(goalLines(results)).toEqual([
      "time to every block ready ≤ 0.5× the eager bundle's: not met (plain 0.25×, form 0.60×); against the split eager build: plain 0.50×, form 0.50×",
      "requests ≤ 1.5× the eager bundle's: not met (plain 1.50×, form 3.00×); against the split eager build: plain 2.00×, form 2.25×",
      'JS + CSS bytes ≤ 0.3× on pages without React: met (plain 0.10×); against the split eager build: plain 0.20×',
      'the least time any script the page names could take to every block ready (its request\'s start, two round trips for itself and the widgets\' code, then the eager bundle\'s work from its first scan to every block ready) against the time goal: no page with blocks',
    ]);
  });

  it('puts the floor of any loaded script beside the time goal, on the pages with blocks only', () => {
    const pages: PageResult[] = [
      { label: 'plain', loader: m({ scriptRequestMs: 100 }), eager: m({ allReadyMs: 400 }), split: m({}) },
      { label: 'few', loader: m({ blocks: 3, scriptRequestMs: 120 }), eager: m({ allReadyMs: 500, mountMs: 20 }), split: m({}) },
      { label: 'busy', loader: m({ blocks: 40, scriptRequestMs: 150 }), eager: m({ allReadyMs: 800, mountMs: 400 }), split: m({}) },
    ];
    expect(goalLines(pages, 40).at(-1)).toMatch(/: few 220 ms \(120 \+ 2 × 40 \+ 20\) against 250 ms, within reach; busy 630 ms \(150 \+ 2 × 40 \+ 400\) against 400 ms, above: out of reach$/);
  });
});

describe('svgChart', () => {
  it("names the profile it charts", () => {
    expect(svgChart(results, 'HTTP/2, 40 ms a request')).toContain('loader / eager bundle, HTTP/2, 40 ms a request');
  });
});
