// @vitest-environment node
/**
 * The bench's report (bench/report.ts): the table's three ways and two
 * ratios, and the goal lines: the floor, the split eager build, bytes.
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
  longestFrameMs: 0,
  blockingMs: 0,
  blocks: 0,
  scriptRequestMs: 0,
  scriptSentMs: 0,
  parsedMs: 0,
  mountMs: 0,
  sweptMs: NaN,
  ...over,
});

const results: PageResult[] = [
  {
    label: 'plain',
    loader: m({ requests: 6, allReadyMs: 100, codeBytes: 10_240 }),
    eager: m({ requests: 4, allReadyMs: 400, codeBytes: 102_400 }),
    split: m({ requests: 3, allReadyMs: 200, codeBytes: 51_200 }),
  },
  {
    label: 'form',
    loader: m({ requests: 9, allReadyMs: 300, codeBytes: 90_000, react: 1 }),
    eager: m({ requests: 3, allReadyMs: 500, codeBytes: 100_000 }),
    split: m({ requests: 4, allReadyMs: 600, codeBytes: 100_000 }),
  },
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
  it('judges every block ready against the floor and the split eager build on the pages with blocks, and bytes on pages without React', () => {
    const pages: PageResult[] = [
      {
        label: 'plain',
        loader: m({ scriptRequestMs: 100, allReadyMs: 150, codeBytes: 10_240 }),
        eager: m({ allReadyMs: 400, codeBytes: 102_400 }),
        split: m({ allReadyMs: 200 }),
      },
      {
        label: 'few',
        loader: m({ blocks: 3, scriptRequestMs: 120, scriptSentMs: 185, parsedMs: 200, allReadyMs: 250, codeBytes: 20_480, requests: 13 }),
        eager: m({ allReadyMs: 500, mountMs: 20, codeBytes: 102_400 }),
        split: m({ allReadyMs: 260, scriptRequestMs: 110, scriptSentMs: 112, requests: 9 }),
      },
      {
        label: 'busy',
        loader: m({ blocks: 40, scriptRequestMs: 150, scriptSentMs: 150, parsedMs: 100, initializedMs: 380, sweptMs: 420, allReadyMs: 700, react: 1 }),
        eager: m({ allReadyMs: 800, mountMs: 400 }),
        split: m({ initializedMs: 330, allReadyMs: 650 }),
      },
    ];
    expect(goalLines(pages, 40)).toEqual([
      "every block ready within 1.2× the floor (the loader's request, two round trips, the eager bundle's own work from its first scan): met (few 1.14× (250 ms against 220 = 120 + 2 × 40 + 20; loader.js held 65 ms before it was sent, 0.88× the floor with that hold; the split build 1.18× and the eager bundle 2.27× that floor; the page was parsed at 200 ms, and from the later of that and loader.js's arrival the floor is 260 ms: the loader 0.96×, the split build 1.00×), busy 1.11× (700 ms against 630 = 150 + 2 × 40 + 400; loader.js held 0 ms before it was sent, 1.11× the floor with that hold; the split build 1.03× and the eager bundle 1.27× that floor; the page was parsed at 100 ms, and from the later of that and loader.js's arrival the floor is 630 ms: the loader 1.11×, the split build 1.03×))",
      "every block ready no later than the split eager build: not met (few 0.96× (loader.js held 65 ms before it was sent, the split build's 2 ms: 0.72× without the longer hold; 13 requests against 9), busy 1.08× (loader.js held 0 ms before it was sent, the split build's 0 ms: 1.08× without the longer hold; 0 requests against 0; its first view settled at 380 ms, the split build's at 330 ms; the blocks out of it wait for that and an idle period after the page's load: they began loading at 420 ms and were all ready 280 ms later, where the split build had every block ready at 650 ms))",
      "JS + CSS bytes ≤ 0.3× the eager bundle's on pages without React: met (plain 0.10×, few 0.20×)",
    ]);
  });

  it('says no page where none has blocks', () => {
    expect(goalLines(results)[0]).toMatch(/: not met \(no page\)$/);
  });
});

describe('svgChart', () => {
  it('names the profile it charts', () => {
    expect(svgChart(results, 'HTTP/2, 40 ms a request')).toContain('loader / eager bundle, HTTP/2, 40 ms a request');
  });
});
