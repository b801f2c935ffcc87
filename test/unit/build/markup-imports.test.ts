// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { markupImportRows } from '../../../build/markup-imports.mjs';

/** A metafile of the outputs named, each with its entry point (if any) and static imports. */
function metafileOf(outputs: Record<string, [string | undefined, string[]]>) {
  return {
    inputs: {},
    outputs: Object.fromEntries(
      Object.entries(outputs).map(([file, [entryPoint, imports]]) => [
        `dist/chunks/${file}`,
        { bytes: 1, inputs: {}, entryPoint, imports: imports.map((i) => ({ path: `dist/chunks/${i}`, kind: 'import-statement' })) },
      ]),
    ),
  };
}

describe('imports some markup needs (build/markup-imports.mjs)', () => {
  const metafile = metafileOf({
    'video-A.js': ['widgets/video/index.ts', ['chunk-SHARED.js', 'site-idle-start-X.js']],
    'chunk-NATIVE.js': ['widgets/video/native-mount.ts', ['chunk-PLAYER.js', 'site-idle-start-X.js']],
    'chunk-PLAYER.js': [undefined, ['chunk-SHARED.js']],
    'chunk-SHARED.js': [undefined, []],
    'site-idle-start-X.js': [undefined, []],
  });
  const depsOf = () => 'chunk-SHARED,site-idle-start-X';

  it("gives the chunk and what it imports, all levels, less what the widget's own chunk brings, in the block table's spelling", () => {
    const blocks = [{ name: 'video', markupImports: { '.sqs-native-video': 'native-mount.ts' } }, { name: 'map' }];
    expect(markupImportRows(metafile, blocks, depsOf)).toEqual([['video', '.sqs-native-video', 'NATIVE,PLAYER']]);
  });

  it('fails the build when the module named is no chunk of its own (the widget does not import() it)', () => {
    const blocks = [{ name: 'video', markupImports: { '.sqs-native-video': 'video.ts' } }];
    expect(() => markupImportRows(metafile, blocks, depsOf)).toThrow('widgets/video/block.json: markupImports names video.ts, which is no chunk of its own');
  });
});
