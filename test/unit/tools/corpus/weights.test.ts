import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundWeight, firstComment, originalWeights, statedWeight } from '../../../../tools/corpus/weights.ts';

const README =
  '| page | platform | what |\n|---|---|---|\n| `a.html` | 7.1, fluid | x |\n| `b.html` | 7.0, template | y |\n| `f.html` | 7.1 | a form |\n\n' +
  "The original platform's JavaScript on the 7.0 pages, measured:\n8 files, 656,834 B gzip (2.36 MB raw) for a modern browser; on a 7.1 page with a form, about\n1.29 MB gzip.";
const page = (comment: string, body = '') =>
  `<!doctype html>\n<!-- ${comment} -->\n<html><body>${body}<!-- not the first comment: 9 files, 1 B gzip of original JavaScript --></body></html>`;
const FORM = '<div class="sqs-block form-block" data-block-type="9"></div>';

function corpus(files: Record<string, string>, readme = README): string {
  const dir = mkdtempSync(join(tmpdir(), 'corpus-'));
  if (readme) writeFileSync(join(dir, 'README.md'), readme);
  for (const [name, html] of Object.entries(files)) writeFileSync(join(dir, name), html);
  return dir;
}

describe('corpus: the original weight of a page', () => {
  it("reads a page's first comment first: its figure in B, KB or MB and its files", () => {
    expect(statedWeight(firstComment(page('Real page. The original platform JavaScript on this page: 9 files, 702,113 B gzip. Saved by wget.')))).toEqual({
      files: 9,
      bytes: 702113,
    });
    expect(statedWeight('Saved. Original JS weight: about 641.4 KB gzip.')).toEqual({ bytes: Math.round(641.4 * 1024) });
    expect(statedWeight("The platform's JavaScript here is 1.1 MB gzip.")).toEqual({ bytes: Math.round(1.1 * 1024 * 1024) });
  });
  it('ignores a figure in a sentence that is not about the original JavaScript, and comments after the first', () => {
    expect(statedWeight('The stylesheet is 40 KB gzip. Platform scripts removed (12).')).toBeUndefined();
    expect(statedWeight(firstComment(page('Real page, scripts removed.')))).toBeUndefined();
  });
  it("falls back to the README's weight for the page's version, the form figure for a page with a form block", () => {
    const dir = corpus({
      'a.html': page('7.1 page, scripts removed.'),
      'b.html': page('7.0 page.'),
      'f.html': page('7.1 page with a form.', FORM),
      'own.html': page('A page. Original platform JavaScript: 10 files, 700 KB gzip.'),
    });
    const weights = originalWeights(dir);
    expect(weights.get('b.html')).toEqual({ files: 8, bytes: 656834, source: 'readme' });
    expect(weights.get('f.html')).toEqual({ bytes: Math.round(1.29 * 1024 * 1024), source: 'readme' });
    expect(weights.get('own.html')).toEqual({ files: 10, bytes: 700 * 1024, source: 'comment' });
    expect(weights.has('a.html')).toBe(false);
    expect(boundWeight(weights)).toEqual({ bytes: 656834, source: 'bound' });
  });
  it('knows nothing without a README or a stated weight', () => {
    const weights = originalWeights(corpus({ 'a.html': page('A page.') }, ''));
    expect(weights.size).toBe(0);
    expect(boundWeight(weights)).toBeUndefined();
  });
});
