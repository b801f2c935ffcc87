#!/usr/bin/env node
/**
 * `npx site-runtime check [--json] [--register TYPE]… PAGE.html…`
 *
 * Reads pages offline, finds every block as the runtime does and validates
 * each with its widget's schema. Prints `file:line block #id (type): field:
 * message` per problem (or, with --json, one JSON document), and exits 1
 * when there is any, 2 on a usage error or an unreadable file.
 * The schemas are TypeScript: tsx loads them as they are.
 *
 * `npx site-runtime corpus DIR [--out FOLDER] [--width N]`
 *
 * Loads every saved page in DIR in Chromium through the QA server and prints
 * a line per page (tools/corpus/corpus.ts; docs/behaviour.md#corpus).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'usage: site-runtime check [--json] [--register TYPE]… PAGE.html…\n       site-runtime corpus DIR [--out FOLDER] [--width N]';

const [command, ...args] = process.argv.slice(2);
if (command == 'corpus') {
  const { corpusMain } = await tsImport('../tools/corpus/cli.ts', import.meta.url);
  process.exit(await corpusMain(ROOT, args));
}
if (command != 'check') {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
let json = false;
const registered = new Set();
const files = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg == '--json') json = true;
  else if (arg == '--register' && args[i + 1]) registered.add(args[++i]);
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
  process.stderr.write(`${blocks} block${blocks == 1 ? '' : 's'} in ${files.length} file${files.length == 1 ? '' : 's'}: ${problems.length ? `${problems.length} problem${problems.length == 1 ? '' : 's'}` : 'no problems'}\n`);
}
process.exit(problems.length ? 1 : 0);
