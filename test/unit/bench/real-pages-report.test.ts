// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keptViewSection, realPagesMarkdown, shortfall, viewSection, type PageDownload } from '../../../bench/real-pages-report.ts';

const downloads: PageDownload[] = [
  { file: 'loader.js', bytes: 3_700, phase: 'first view' },
  { file: 'chunks/site-idle-start-ABC.js', bytes: 7_400, phase: 'first view' },
  { file: 'chunks/video-ABC.js', bytes: 3_500, phase: 'first view' },
  { file: 'chunks/image-ABC.js', bytes: 1_600, phase: 'first view' },
  { file: 'chunks/chunk-XYZ.js', bytes: 900, phase: 'scroll' },
];
const original = { bytes: 300_000, files: 8, source: 'readme' as const };

describe('the real-pages report says why a page misses the goal', () => {
  it("in figures: the allowance, what every page pays, the page's own share and largest files, how far over", () => {
    expect(shortfall({ file: 'p.html', original, downloads })).toBe(
      '- p.html: the goal allows 15,000 B; every page pays 11,100 B (the loader and the idle start), ' +
        "and this page's blocks, modules and chrome 6,000 B in 3 files (largest: video-ABC.js 3,500 B, image-ABC.js 1,600 B, chunk-XYZ.js 900 B): 2,100 B over.",
    );
  });

  it('and what packing its files in one would change: within the goal, or how far over still', () => {
    expect(shortfall({ file: 'p.html', original, downloads, oneStream: 14_000 })).toMatch(
      /: 2,100 B over\. The same code as one gzip stream is 14,000 B \(3,100 B less\), within the goal: the rest is each file compressed on its own, the price of loading each part only on the pages that use it\.$/,
    );
    expect(shortfall({ file: 'p.html', original, downloads, oneStream: 16_000 })).toContain('is 16,000 B (1,100 B less), still 1,000 B over:');
  });

  it('nothing for a page that meets it, and the reason no goal is judged for one with no stated original', () => {
    expect(shortfall({ file: 'p.html', original: { ...original, bytes: 400_000 }, downloads })).toBeUndefined();
    expect(shortfall({ file: 'p.html', downloads })).toBe('- p.html: no original weight is stated for it, so no goal can be judged.');
  });

  it('lists the reasons under the goal line only when a page misses it', () => {
    const run = { width: 1280, date: '2026-11-29', machine: '2 cores' };
    const missed = realPagesMarkdown([{ file: 'p.html', original, downloads }], run);
    expect(missed).toContain('not met on p.html (17.5×).\n\nWhy, where it is not met:\n\n- p.html: the goal allows 15,000 B;');
    const met = realPagesMarkdown([{ file: 'p.html', original: { ...original, bytes: 400_000 }, downloads }], run);
    expect(met).toContain('met on every page (least 23.4×).\n\nFiles, largest first:');
    expect(met).not.toContain('Why, where');
  });
});

describe("the real-pages report's first view against the original's start", () => {
  const view = { doneMs: 300, originalMs: 320, waiting: [], scriptHeldMs: 60, scriptArrivedMs: 130 };
  const run = { width: 1280, date: '2026-11-29', machine: '2 cores', profile: 'HTTP/1.1, 40 ms a request, 20 Mbit/s', runs: 3 };

  it('gives each page a row: the loader held and in, the view done, the start (a bound said so), the ratio and the verdict', () => {
    const report = realPagesMarkdown(
      [
        { file: 'a.html', original, downloads, view },
        { file: 'b.html', original: { ...original, source: 'bound' }, downloads, view: { ...view, doneMs: 400 } },
      ],
      run,
    );
    expect(report).toContain('| a.html | held 60 ms, in at 130 ms | 300 ms | 320 ms | 0.94× | met |');
    expect(report).toContain('| b.html | held 60 ms, in at 130 ms | 400 ms | 320 ms (bound) | 1.25× | not met |');
    expect(report).toContain('Goal, every image and block in view done no later than the original would start its own: not met on b.html.');
    expect(report).toContain("loaded cold 3 times under the bench's HTTP/1.1, 40 ms a request, 20 Mbit/s profile");
  });

  it('names what still waited on a page whose view never finished, which misses the goal', () => {
    const never = { ...view, doneMs: NaN, waiting: ['block #b1', 'image https://cdn/x.jpg', 'block #b2', 'block #b3'] };
    const section = viewSection([{ file: 'c.html', original, downloads, view: never }], run);
    expect(section).toContain('| c.html | held 60 ms, in at 130 ms | never (waiting: block #b1, image https://cdn/x.jpg, block #b2) | 320 ms | – | not met |');
    expect(section).toContain('not met on c.html.');
  });

  it('says why a view missed the start, in figures: the loader, the blocks runtime, what it waited for last, the last file, how far past', () => {
    const late = {
      ...view,
      doneMs: 480,
      blocksArrivedMs: 300,
      lastFile: { file: 'chunks/chunk-ABC.js', arrivedMs: 470 },
      lastWaiting: ['block 32 #v1', 'block 53 #b1', 'image x.jpg', 'block 5 #i1'],
    };
    const section = viewSection([{ file: 'd.html', original, downloads, view: late }], run);
    expect(section).toContain(
      '\n\nWhy, where it is not met:\n\n- d.html: loader.js was held 60 ms and in at 130 ms; the blocks runtime in at 300 ms; ' +
        'what it waited for last: block 32 #v1, block 53 #b1, image x.jpg; ' +
        "the last of the runtime's files to arrive before the end, chunk-ABC.js, in at 470 ms; done at 480 ms, 160 ms after the original's earliest start.\n",
    );
    expect(viewSection([{ file: 'a.html', original, downloads, view }], run)).not.toContain('Why, where');
  });

  it("says when the page itself was parsed, and that nothing could be done sooner when that came after the original's start", () => {
    const late = { ...view, doneMs: 700, parsedMs: 560, blocksArrivedMs: 600 };
    expect(viewSection([{ file: 'e.html', original, downloads, view: late }], run)).toContain(
      "- e.html: loader.js was held 60 ms and in at 130 ms; the page parsed (DOMContentLoaded) at 560 ms, 240 ms after the original's earliest start: " +
        "the runtime starts the page's blocks once it is parsed, so no view of its could be done by then; the blocks runtime in at 600 ms;",
    );
    const early = viewSection([{ file: 'f.html', original, downloads, view: { ...late, parsedMs: 250 } }], run);
    expect(early).toContain('the page parsed (DOMContentLoaded) at 250 ms; the blocks runtime in at 600 ms;');
  });

  it("says when the browser first laid the parsed page out, and that nothing could be done sooner when that came after the original's start", () => {
    const late = { ...view, doneMs: 700, parsedMs: 250, laidOutMs: 380, blocksArrivedMs: 600 };
    expect(viewSection([{ file: 'g.html', original, downloads, view: late }], run)).toContain(
      "the page parsed (DOMContentLoaded) at 250 ms; the browser first laid the parsed page out at 380 ms, 60 ms after the original's earliest start: " +
        'the runtime, which starts on the parsed page, knows what is in view, and the width each image in it needs, only then, so no view of its could be done by then; the blocks runtime in at 600 ms;',
    );
    const early = viewSection([{ file: 'h.html', original, downloads, view: { ...late, laidOutMs: 300 } }], run);
    expect(early).toContain('the browser first laid the parsed page out at 300 ms; the blocks runtime in at 600 ms;');
    // Parsed after the start already says why: the layout is only given.
    const parsedLate = viewSection([{ file: 'i.html', original, downloads, view: { ...late, parsedMs: 560, laidOutMs: 600 } }], run);
    expect(parsedLate).toContain('so no view of its could be done by then; the browser first laid the parsed page out at 600 ms; the blocks runtime');
  });

  it('says when Chromium ran loader.js, where that was measured', () => {
    const section = viewSection([{ file: 'j.html', original, downloads, view: { ...view, doneMs: 480, scriptRanMs: 290 } }], run);
    expect(section).toContain('| j.html | held 60 ms, in at 130 ms, run at 290 ms | 480 ms |');
    expect(section).toContain('- j.html: loader.js was held 60 ms, in at 130 ms and run at 290 ms;');
  });

  it('is left out when no page was timed, and met when every page was done in time', () => {
    expect(viewSection([{ file: 'a.html', original, downloads }], run)).toBe('');
    expect(viewSection([{ file: 'a.html', original, downloads, view }], run)).toContain('no later than the original would start its own: met on every page.');
  });
});

describe('a bytes-only run (VIEW_RUNS=0) keeps the timings of the last timed run', () => {
  const view = { doneMs: 300, originalMs: 320, waiting: [], scriptHeldMs: 60, scriptArrivedMs: 130 };
  const timedRun = { width: 1280, date: '2026-11-29', machine: '2 cores, load average 3.3', profile: 'HTTP/2', runs: 5 };
  const timed = realPagesMarkdown([{ file: 'a.html', original, downloads, view }], timedRun);

  it('keeps that section word for word, dated by the run that timed it, under the new bytes', () => {
    const kept = keptViewSection(timed);
    expect(kept).toContain('\nTimed by the run of 2026-11-29 (2 cores, load average 3.3); the later runs measured bytes only.\n');
    expect(kept).toContain('| a.html | held 60 ms, in at 130 ms | 300 ms | 320 ms | 0.94× | met |');
    const smaller = downloads.map((d) => (d.file === 'chunks/video-ABC.js' ? { ...d, bytes: 3_000 } : d));
    const next = realPagesMarkdown([{ file: 'a.html', original, downloads: smaller }], {
      width: 1280,
      date: '2026-11-30',
      machine: '2 cores',
      keptViews: kept,
    });
    expect(next).toContain('Written by `npm run bench:real-pages` on 2026-11-30');
    expect(next).toContain('16,600 B in 5');
    expect(next).toContain(kept + '\nFiles, largest first:');
    // Kept again by a later bytes-only run, it keeps its first date.
    expect(keptViewSection(next)).toBe(kept);
  });

  it('keeps nothing from a report that has no timings', () => {
    expect(keptViewSection(realPagesMarkdown([{ file: 'a.html', original, downloads }], timedRun))).toBe('');
    expect(keptViewSection('')).toBe('');
  });
});
