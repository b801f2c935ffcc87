// @vitest-environment node
import { buildSync } from 'esbuild';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The shared vocabulary must cost a chunk only what it uses: importing a
// module for nothing must bundle to nothing (no top-level side effects),
// a price formatter must not drag the string catalogue in, and a string
// must not drag in the other areas of the catalogue or, when it takes no
// arguments, the message formatter.
const ROOT = join(__dirname, '../../..');
const MODULES = [
  ...['enums', 'money', 'validate', 'messages', 'catalogue', 'catalogue/en', 'timing'].flatMap((dir) =>
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

  it('a plain-text area pays for its own strings only, not the formatter', () => {
    const code = bundle(
      `import { t } from './src/catalogue/index'; import { VIDEO_TEXT } from './src/catalogue/en/video'; console.log(t(VIDEO_TEXT, 'invalidEmbed'));`,
    );
    expect(code).toContain('Invalid video embed.');
    expect(code).not.toContain('Submitting');
    expect(code).not.toContain('MessageFormatError');
  });

  it('an area with placeholders brings the light placeholder filler, not the ICU parser, and still no other area', () => {
    const code = bundle(
      `import { t } from './src/catalogue/index'; import { CART_TEXT } from './src/catalogue/en/cart'; console.log(t(CART_TEXT, 'badgeItems', { n: 2 }));`,
    );
    expect(code).toContain('The message needs the argument');
    expect(code).not.toContain('MessageFormatError');
    expect(code).not.toContain('Submitting');
  });

  it('the enumerations do not pay for each other', () => {
    const code = bundle(`import { PAGE_TYPE } from './src/enums/page-type'; console.log(PAGE_TYPE);`);
    expect(code).not.toContain('WEBSITE_MANAGER');
    expect(code).not.toContain('Available');
  });

  // esbuild splits chunks by file, not by export: two entries that import
  // the same file share all of it. So each area is its own file, and this
  // builds two widgets' worth of entries the way build.mjs does to check
  // that the plain-text one loads neither the other's strings nor the
  // formatter.
  it('with code splitting, a chunk loads only its own areas', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-split-'));
    const catalogue = join(ROOT, 'src/catalogue');
    writeFileSync(
      join(dir, 'video.ts'),
      `import { t } from '${catalogue}/index'; import { VIDEO_TEXT } from '${catalogue}/en/video'; console.log(t(VIDEO_TEXT, 'invalidEmbed'));`,
    );
    writeFileSync(
      join(dir, 'form.ts'),
      `import { t } from '${catalogue}/index'; import { FORM_TEXT } from '${catalogue}/en/form'; console.log(t(FORM_TEXT, 'characterCounter', { count: 1, max: 2 }));`,
    );
    const result = buildSync({
      entryPoints: [join(dir, 'video.ts'), join(dir, 'form.ts')],
      outdir: join(dir, 'out'),
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      write: false,
      logLevel: 'silent',
    });
    const files = new Map(result.outputFiles.map((file) => [basename(file.path), file.text]));
    const loaded = (name: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(name)) return seen;
      seen.add(name);
      for (const [, imported] of (files.get(name) ?? '').matchAll(/from\s*"\.\/([^"]+)"/g)) loaded(imported!, seen);
      return seen;
    };
    const video = [...loaded('video.js')].map((name) => files.get(name)).join('\n');
    expect(video).toContain('Invalid video embed.');
    expect(video).not.toContain('Submitting');
    expect(video).not.toContain('MessageFormatError');
    expect(video).not.toContain('The message needs the argument');
    const form = [...loaded('form.js')].map((name) => files.get(name)).join('\n');
    expect(form).toContain('The message needs the argument');
    expect(form).not.toContain('MessageFormatError');
  });
});
