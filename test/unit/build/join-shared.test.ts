// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstRunMetafile as metafile } from './first-run-metafile.ts';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { joiningShared } from '../../../build/join-shared.mjs';

const root = new URL('../../../', import.meta.url);

/** Ten widgets importing the field readers' chunk; the first `users` also import the small chunk. */
function widgets(users: number): Record<string, [string[], string[], string?]> {
  return Object.fromEntries(
    Array.from({ length: 10 }, (_, i): [string, [string[], string[], string]] => [
      `w${i}-E.js`,
      [i < users ? ['chunk-FIELDS.js', 'chunk-USE.js'] : ['chunk-FIELDS.js'], [], `widgets/w${i}/index.ts`],
    ]),
  );
}

const rule = (copied: string[], kept = ['d/chunk-FIELDS.js', 'd/chunk-CORE.js', 'd/chunk-OTHER.js']) => ({
  copied: new Set(copied.map((m) => `/r/${m}`)),
  kept: (file: string) => kept.includes(file),
  core: 'src/idle.ts',
});

describe('what joins a larger shared chunk instead of being copied (build/join-shared.mjs joiningShared)', () => {
  it('takes a copied module when nearly every entry of the larger chunk imports it: the others import it first', () => {
    const built = metafile({
      ...widgets(9),
      'chunk-FIELDS.js': [[], ['src/fields.ts']],
      'chunk-USE.js': [['chunk-FIELDS.js'], ['src/use-block-data.ts']],
    });
    const { joined, imports } = joiningShared('/r', built, rule(['src/use-block-data.ts']));
    expect([...joined]).toEqual(['/r/src/use-block-data.ts']);
    expect([...imports]).toEqual([['widgets/w9/index.ts', ['/r/src/use-block-data.ts']]]);
  });

  it('takes nothing when fewer than nine in ten of its entries import it: the rest would download it for nothing', () => {
    const built = metafile({
      ...widgets(8),
      'chunk-FIELDS.js': [[], ['src/fields.ts']],
      'chunk-USE.js': [['chunk-FIELDS.js'], ['src/use-block-data.ts']],
    });
    expect(joiningShared('/r', built, rule(['src/use-block-data.ts'])).joined.size).toBe(0);
  });

  it('takes nothing when an importer of the small chunk does not import the larger one, or the small one is not copied', () => {
    const built = metafile({
      ...widgets(10),
      'lone-E.js': [['chunk-USE.js'], [], 'widgets/lone/index.ts'],
      'chunk-FIELDS.js': [[], ['src/fields.ts']],
      'chunk-USE.js': [[], ['src/use-block-data.ts']],
    });
    expect(joiningShared('/r', built, rule(['src/use-block-data.ts'])).joined.size).toBe(0);
    const all = metafile({ ...widgets(10), 'chunk-FIELDS.js': [[], ['src/fields.ts']], 'chunk-USE.js': [[], ['src/registry.ts']] });
    expect(joiningShared('/r', all, rule([])).joined.size).toBe(0);
  });

  it("never joins the idle core, and never brings a chunk the larger chunk's other entries did not download", () => {
    const core = metafile({
      ...widgets(10),
      'chunk-FIELDS.js': [[], ['src/idle.ts', 'src/fields.ts']],
      'chunk-USE.js': [['chunk-FIELDS.js'], ['src/use-block-data.ts']],
    });
    expect(joiningShared('/r', core, rule(['src/use-block-data.ts'])).joined.size).toBe(0);
    const brings = metafile({
      ...widgets(9),
      'chunk-FIELDS.js': [[], ['src/fields.ts']],
      'chunk-USE.js': [['chunk-FIELDS.js', 'chunk-OTHER.js'], ['src/use-block-data.ts']],
      'chunk-OTHER.js': [[], ['src/other.ts']],
    });
    // OTHER: a small chunk with state, which stays one more file (build/idle-core.mjs joiningCore may take it).
    expect(joiningShared('/r', brings, rule(['src/use-block-data.ts'], ['d/chunk-FIELDS.js'])).joined.size).toBe(0);
  });
});

describe.skipIf(!existsSync(new URL('dist/manifest.json', root)))('the block-data readers as built', () => {
  it('are in one chunk, never copied into the widgets that read block data', () => {
    const manifest = JSON.parse(readFileSync(new URL('dist/manifest.json', root), 'utf8'));
    const copied = Object.keys(manifest.copied as Record<string, number>);
    expect(copied.filter((module) => /block-data\/(use-block-data|read-block)\.ts/.test(module))).toEqual([]);
  });
});
