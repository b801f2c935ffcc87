// @vitest-environment node
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'reproducible-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every file under `dir`, relative, sorted. */
function filesIn(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesIn(dir, join(prefix, entry.name)) : [join(prefix, entry.name)]))
    .sort();
}

// Folders the build never reads: left out of the copies, they were half the files to copy and
// remove (the removal outlived its 10 s hook limit on a machine busy with other checkouts).
const NOT_BUILT = /^(test|fixtures|docs|bench)\//;

/**
 * A copy of the working tree's files the build may read (tracked and new, as
 * git sees them, so uncommitted work builds too) in `folder` (two folders of
 * the same depth, so node_modules resolves alike), built.
 */
async function buildIn(folder: string): Promise<string> {
  const checkout = join(work, folder, 'checkout');
  for (const file of execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !NOT_BUILT.test(file) && existsSync(join(root, file)))) {
    mkdirSync(dirname(join(checkout, file)), { recursive: true });
    cpSync(join(root, file), join(checkout, file));
  }
  symlinkSync(join(root, 'node_modules'), join(checkout, 'node_modules'));
  await promisify(execFile)(process.execPath, ['build.mjs', '--quiet'], { cwd: checkout });
  return join(checkout, 'dist');
}

describe('the build', () => {
  it('writes the same dist/ bytes from two different checkout paths', async () => {
    // Both at once: a build waits on its files and its esbuild service as much as it computes.
    const [a, b] = await Promise.all([buildIn('first'), buildIn('second-path')]);
    const files = filesIn(a);
    expect(files.length).toBeGreaterThan(10);
    expect(filesIn(b)).toEqual(files);
    for (const file of files) expect(readFileSync(join(b, file)).equals(readFileSync(join(a, file))), file).toBe(true);
  }, 180_000); // Two full builds: under a loaded machine's two cores one took 68 s.
});
