/**
 * The `corpus` command's arguments (docs/behaviour/tools.md#corpus): DIR, then
 * `--out FOLDER` (default `corpus-screenshots`), `--width N` (one width
 * instead of 1280 and 390) and `--port N` (the QA server's; default any free one).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { problemsOf, runCorpus } from './corpus.ts';

const USAGE = 'usage: site-runtime corpus DIR [--out FOLDER] [--width N] [--port N]';

/** The command's options, or a usage error's text. */
export function parseCorpusArgs(args: string[]): { dir: string; out: string; widths?: number[]; port?: number } | string {
  let dir: string | undefined;
  let out = 'corpus-screenshots';
  let widths: number[] | undefined;
  let port: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const number = /^\d+$/.test(args[i + 1] ?? '') ? Number(args[i + 1]) : undefined;
    if (arg === '--out' && args[i + 1]) out = args[++i]!;
    else if (arg === '--width' && number) {
      widths = [number];
      i++;
    } else if (arg === '--port' && number !== undefined) {
      port = number;
      i++;
    } else if (!arg.startsWith('--') && !dir) dir = arg;
    else return `unexpected argument ${arg}\n${USAGE}`;
  }
  if (!dir || !existsSync(dir)) return `${dir ? `${dir}: no such folder\n` : ''}${USAGE}`;
  return { dir, out, widths, port };
}

/**
 * Runs the command; resolves to its exit code: 0 when every page works at
 * every width, 1 when a page has a problem (a broken visitor feature, a
 * runtime error, a block in error, an image without a source or below its
 * width step), 2 on a usage error.
 */
export async function corpusMain(root: string, args: string[]): Promise<number> {
  const parsed = parseCorpusArgs(args);
  if (typeof parsed === 'string') {
    process.stderr.write(`${parsed}\n`);
    return 2;
  }
  if (!existsSync(join(root, 'dist', 'loader.js'))) {
    process.stderr.write('dist/loader.js is missing: build first (node build.mjs)\n');
    return 2;
  }
  const started = Date.now();
  const options = { out: resolve(parsed.out), widths: parsed.widths, port: parsed.port, root };
  const pages = await runCorpus(resolve(parsed.dir), options, (text) => process.stdout.write(text + '\n\n'));
  const bad = pages.filter((page) => page.runs.some((run) => problemsOf(run).length));
  const broken = pages.flatMap((page) => page.runs.flatMap((run) => run.features.filter((f) => !f.ok)));
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const summary = bad.length ? `${bad.length} with problems (${broken.length} broken visitor feature${broken.length === 1 ? '' : 's'})` : 'no problems';
  process.stderr.write(`${pages.length} page${pages.length === 1 ? '' : 's'} in ${seconds} s, screenshots in ${options.out}: ${summary}\n`);
  return bad.length ? 1 : 0;
}
