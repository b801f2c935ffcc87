/**
 * The `corpus` command's arguments (docs/behaviour.md#corpus): DIR, then
 * `--out FOLDER` (default `corpus-screenshots`) and `--width N` (default 1280).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runCorpus } from './corpus.ts';

const USAGE = 'usage: site-runtime corpus DIR [--out FOLDER] [--width N]';

/** Runs the command; resolves to its exit code (1 when a page has an error, refused block or image without a source). */
export async function corpusMain(root: string, args: string[]): Promise<number> {
  let dir: string | undefined;
  let out = 'corpus-screenshots';
  let width = 1280;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg == '--out' && args[i + 1]) out = args[++i]!;
    else if (arg == '--width' && /^\d+$/.test(args[i + 1] ?? '')) width = Number(args[++i]);
    else if (!arg.startsWith('--') && !dir) dir = arg;
    else {
      process.stderr.write(`unexpected argument ${arg}\n${USAGE}\n`);
      return 2;
    }
  }
  if (!dir || !existsSync(dir)) {
    process.stderr.write(`${dir ? `${dir}: no such folder\n` : ''}${USAGE}\n`);
    return 2;
  }
  if (!existsSync(join(root, 'dist', 'loader.js'))) {
    process.stderr.write('dist/loader.js is missing: build first (node build.mjs)\n');
    return 2;
  }
  const lines = await runCorpus(resolve(dir), { out: resolve(out), width, root }, (text) => process.stdout.write(text + '\n'));
  const bad = lines.filter((l) => l.failure || l.errors.length || l.probe!.missing.length || l.probe!.blocks.some((b) => b.state == 'error'));
  process.stderr.write(`${lines.length} page${lines.length == 1 ? '' : 's'}, screenshots in ${resolve(out)}: ${bad.length ? `${bad.length} with problems` : 'no problems'}\n`);
  return bad.length ? 1 : 0;
}
