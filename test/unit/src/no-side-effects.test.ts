// @vitest-environment node
import { buildSync } from 'esbuild';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The shared vocabulary must cost a chunk only what it uses: importing a
// module for nothing must bundle to nothing (no top-level side effects),
// and a price formatter must not drag the string catalogue in.
const ROOT = join(__dirname, '../../..');
const MODULES = [
  ...['enums', 'money', 'validate', 'messages', 'catalogue', 'timing'].flatMap((dir) =>
    readdirSync(join(ROOT, 'src', dir))
      .filter((file) => file.endsWith('.ts') && file !== 'block-type.ts') // block-type.ts has its own owner
      .map((file) => `src/${dir}/${file}`),
  ),
  'src/dom/wait-for-element.ts',
  'src/storage.ts',
];

function bundle(entry: string): string {
  const result = buildSync({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('tree-shaking', () => {
  it.each(MODULES)('importing %s for nothing bundles to nothing', (path) => {
    expect(bundle(`import './${relative(ROOT, join(ROOT, path))}';`).trim()).toBe('');
  });

  it('a price formatter does not pay for the catalogue', () => {
    const code = bundle(`import { formatAmount } from './src/money/format-price'; console.log(formatAmount(1));`);
    expect(code).not.toContain('Submitting');
  });

  it('the enumerations do not pay for each other', () => {
    const code = bundle(`import { PAGE_TYPE } from './src/enums/page-type'; console.log(PAGE_TYPE);`);
    expect(code).not.toContain('WEBSITE_MANAGER');
    expect(code).not.toContain('Available');
  });
});
