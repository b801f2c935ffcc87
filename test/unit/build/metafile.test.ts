// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstRunMetafile as metafile } from './first-run-metafile.ts';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { reachedFrom, sourceModules } from '../../../build/metafile.mjs';

describe("the chunk rules' readings of a metafile (build/metafile.mjs)", () => {
  it('reachedFrom: every output reached through static imports, each before what it imports, the start left out even in a cycle', () => {
    const built = metafile({
      'a.js': [['b.js', 'c.js'], []],
      'b.js': [['d.js'], []],
      'c.js': [['a.js', 'd.js'], []],
      'd.js': [[], []],
      'lone.js': [[], []],
    });
    expect([...reachedFrom(built, 'd/a.js')]).toEqual(['d/b.js', 'd/d.js', 'd/c.js']);
    expect([...reachedFrom(built, 'd/d.js')]).toEqual([]);
  });

  it('reachedFrom: a dynamic import is not followed, an external one is named but not followed', () => {
    const built = metafile({ 'a.js': [[], []], 'b.js': [[], []] });
    built.outputs['d/a.js']!.imports.push({ path: 'd/b.js', kind: 'dynamic-import' }, { path: 'd/b.js', kind: 'import-statement', external: true } as never);
    built.outputs['d/b.js']!.imports.push({ path: 'd/c.js', kind: 'import-statement' });
    expect([...reachedFrom(built, 'd/a.js')]).toEqual(['d/b.js']);
  });

  it("sourceModules: the repository's TypeScript files only", () => {
    const output = { inputs: { 'src/a.ts': {}, 'widgets/b/c.tsx': {}, 'css-adopted:widgets/b/b.css': {}, 'node_modules/x/index.ts': {}, 'src/d.css': {} } };
    expect(sourceModules(output)).toEqual(['src/a.ts', 'widgets/b/c.tsx']);
  });
});
