import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { servedCorpus, servedPath } from '../../../../tools/corpus/served.ts';

const PAGE = [
  '<!doctype html><html><head>',
  // The shared corpus's rule for the asc2023 site, written as saved pages write it: protocol-relative, entities in the query.
  '<link rel="stylesheet" type="text/css" href="//static1.squarespace.com/static/versioned-site-css/62d5fc523adfb12df24bca0a/1503/site.css?a=1&amp;b=2">',
  // A versioned stylesheet of the folder's css/ (site-1620.css).
  '<link rel="stylesheet" href="https://static1.squarespace.com/static/versioned-site-css/0123456789abcdef01234567/1620/site.css">',
  // No rule: left as it is, to fail as routeCorpus aborts it.
  '<link rel="stylesheet" href="https://assets.squarespace.com/universal/styles-compressed/static.css">',
  '<link rel="preconnect" href="https://images.squarespace-cdn.com">',
  '</head><body><script src="/dist/loader.js" async></script></body></html>',
].join('\n');

describe('corpus: the pages served as files, for timing without interception', () => {
  it('copies each page with its mapped stylesheet links pointing at the copied css/, and leaves every other link as it was', () => {
    const dir = mkdtempSync(join(tmpdir(), 'corpus-'));
    mkdirSync(join(dir, 'css'));
    writeFileSync(join(dir, 'css', 'asc2023.css'), 'body{color:red}');
    writeFileSync(join(dir, 'css', 'site-1620.css'), 'body{color:blue}');
    writeFileSync(join(dir, 'a.html'), PAGE);
    writeFileSync(join(dir, 'notes.txt'), 'not a page');
    const folder = servedCorpus(dir);
    try {
      const page = readFileSync(join(folder, 'a.html'), 'utf8');
      expect(page).toContain('<link rel="stylesheet" type="text/css" href="/fixtures/css/asc2023.css">');
      expect(page).toContain('<link rel="stylesheet" href="/fixtures/css/site-1620.css">');
      expect(page).toContain('href="https://assets.squarespace.com/universal/styles-compressed/static.css"');
      expect(page).toContain('<link rel="preconnect" href="https://images.squarespace-cdn.com">');
      expect(page).toContain('<script src="/dist/loader.js" async></script>');
      expect(readFileSync(join(folder, 'css', 'site-1620.css'), 'utf8')).toBe('body{color:blue}');
      expect(existsSync(join(folder, 'notes.txt'))).toBe(false);
      expect(folder.startsWith(tmpdir())).toBe(true);
      expect(servedPath('a b.html')).toBe('/fixtures/a%20b.html');
    } finally {
      rmSync(folder, { recursive: true, force: true });
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
