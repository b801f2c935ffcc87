// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceText } from '../../../build/plugins.mjs';

const work = mkdtempSync(join(tmpdir(), 'plugins-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Writes `text` as a file at `path` under the scratch folder; returns its full path. */
function written(path: string, text: string): string {
  const file = join(work, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

describe('the build reads a block data declaration without its descriptions', () => {
  it("drops a description on the key's line and one the formatter put on the next line", () => {
    const file = written(
      'widgets/shape/data.ts',
      [
        "export const a = text({ default: 'square', description: 'The shape.' });",
        'export const b = text({',
        "  default: 'wide',",
        '  description:',
        "    'A long description the formatter moved to a line of its own, with a comma, inside.',",
        '});',
      ].join('\n'),
    );
    expect(sourceText(file)).toBe(["export const a = text({ default: 'square', });", 'export const b = text({', "  default: 'wide',", '  ', '});'].join('\n'));
  });

  it('leaves every other file as it is', () => {
    const text = "const x = { description: 'kept' };";
    expect(sourceText(written('widgets/shape/index.ts', text))).toBe(text);
  });
});
