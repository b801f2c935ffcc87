#!/usr/bin/env node
/**
 * `npx site-runtime check [--json] [--register TYPE]… PAGE.html…`
 * `npx site-runtime serve [DIR] [--port N]` (see serve() below)
 *
 * Reads pages offline, finds every block as the runtime does and validates
 * each with its widget's schema. Prints `file:line block #id (type): field:
 * message` per problem (or, with --json, one JSON document), and exits 1
 * when there is any, 2 on a usage error or an unreadable file.
 * The schemas are TypeScript: tsx loads them as they are.
 *
 * `npx site-runtime corpus DIR [--out FOLDER] [--width N] [--port N]`
 *
 * Loads every saved page in DIR in Chromium through the QA server and prints
 * per page and width its blocks, images and errors and a table of the visitor
 * probes' features (tools/corpus/corpus.ts; docs/behaviour/tools.md#corpus).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE =
  'usage: site-runtime check [--json] [--register TYPE]… PAGE.html…\n       site-runtime serve [DIR] [--port N]\n       site-runtime corpus DIR [--out FOLDER] [--width N] [--port N]';

const [command, ...args] = process.argv.slice(2);
if (command === 'corpus') {
  const { corpusMain } = await tsImport('../tools/corpus/cli.ts', import.meta.url);
  process.exit(await corpusMain(ROOT, args));
}
if (command === 'serve') {
  await serve(args);
} else if (command !== 'check') {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

/**
 * `site-runtime serve [DIR] [--port N]` (docs/serve.md): DIR (default `.`) at
 * `/fixtures/` beside the built runtime at `/dist/`, as the QA server does, in the
 * author's mode: every page shows its blocks' problems in a corner and reloads when
 * a file in DIR changes. The first line printed is `Serving on URL` (as the QA
 * server's), then each page's URL.
 */
async function serve(argv) {
  let dir = '.';
  let port = 4173;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--port' && /^\d+$/.test(argv[i + 1] ?? '')) port = Number(argv[++i]);
    else if (argv[i].startsWith('--')) {
      process.stderr.write(`unknown option ${argv[i]}\n${USAGE}\n`);
      process.exit(2);
    } else dir = argv[i];
  }
  const folder = resolve(dir);
  if (!existsSync(folder)) {
    process.stderr.write(`${dir}: no such folder\n`);
    process.exit(2);
  }
  if (!existsSync(join(ROOT, 'dist', 'loader.js'))) execFileSync(process.execPath, [join(ROOT, 'build.mjs'), '--quiet'], { stdio: 'inherit', cwd: ROOT });
  const { startServer } = await tsImport('../fixtures/server/app.ts', import.meta.url);
  const { findFixturePages } = await tsImport('../fixtures/server/pages.ts', import.meta.url);
  const server = await startServer({ port, fixturesDir: folder, dev: { onChange: (file) => process.stdout.write(`changed ${file}: reloading open pages\n`) } });
  process.stdout.write(`Serving on ${server.url}\n`);
  const pages = await findFixturePages(folder);
  for (const page of pages) process.stdout.write(`  ${server.url}/fixtures/${page.relativePath.split('/').map(encodeURIComponent).join('/')}  ${page.title}\n`);
  if (!pages.length) process.stdout.write(`  (no .html pages in ${dir} yet: add one, then open ${server.url}/fixtures/NAME.html)\n`);
  process.stdout.write(
    `The runtime is at ${server.url}/dist/loader.js: pages include <script src="/dist/loader.js" defer></script>.\nBlock problems show in each page's corner (only here, never on a published page); pages reload when ${dir} changes.\n`,
  );
  const stop = () =>
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await new Promise(() => {});
}
let json = false;
const registered = new Set();
const files = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--json') json = true;
  else if (arg === '--register' && args[i + 1]) registered.add(args[++i]);
  else if (arg.startsWith('--')) {
    process.stderr.write(`unknown option ${arg}\n${USAGE}\n`);
    process.exit(2);
  } else files.push(arg);
}
if (!files.length) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

const { checkPage, formatProblem } = await tsImport('../tools/check/check-page.ts', import.meta.url);
const problems = [];
let blocks = 0;
for (const file of files) {
  let html;
  try {
    html = readFileSync(file, 'utf8');
  } catch (error) {
    process.stderr.write(`${file}: cannot read (${error.code ?? error.message})\n`);
    process.exit(2);
  }
  const name = relative(process.cwd(), file) || file;
  const result = await checkPage(ROOT, name, html, registered);
  blocks += result.blocks;
  problems.push(...result.problems);
}
if (json) process.stdout.write(JSON.stringify({ files: files.length, blocks, problems }, null, 2) + '\n');
else {
  for (const problem of problems) process.stdout.write(formatProblem(problem) + '\n');
  process.stderr.write(
    `${blocks} block${blocks === 1 ? '' : 's'} in ${files.length} file${files.length === 1 ? '' : 's'}: ${problems.length ? `${problems.length} problem${problems.length === 1 ? '' : 's'}` : 'no problems'}\n`,
  );
}
process.exit(problems.length ? 1 : 0);
