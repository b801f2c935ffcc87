// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { realPagesMarkdown, shortfall, type PageDownload } from '../../../bench/real-pages-report.ts';

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
