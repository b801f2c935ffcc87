import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { originalWeights } from '../../../../tools/corpus/weights.ts';

describe('corpus: the original weight from a README', () => {
  it('gives each page of a version the weight stated for that version, and nothing for the others', () => {
    const dir = mkdtempSync(join(tmpdir(), 'corpus-'));
    writeFileSync(
      join(dir, 'README.md'),
      '| page | platform |\n|---|---|\n| `a.html` | 7.1, fluid |\n| `b.html` | 7.0, template |\n\nThe JavaScript on the 7.0 pages, measured:\n8 files, 656,834 B gzip (2.36 MB raw).',
    );
    const weights = originalWeights(dir);
    expect(weights.get('b.html')).toEqual({ files: 8, bytes: 656834 });
    expect(weights.has('a.html')).toBe(false);
  });
  it('knows nothing without a README', () => {
    expect(originalWeights(mkdtempSync(join(tmpdir(), 'corpus-'))).size).toBe(0);
  });
});
