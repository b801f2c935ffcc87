import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT = 'test/unit';
const isTest = (name: string) => /\.test\.tsx?$/.test(name);
const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? testFiles(join(dir, entry.name)) : isTest(entry.name) ? [join(dir, entry.name)] : [],
  );

/**
 * The files that ask for a DOM (`// @vitest-environment jsdom` on their first
 * lines), read from the files themselves so no list is kept by hand.
 */
const domFiles = testFiles(UNIT).filter((file) => /^\/\/ @vitest-environment jsdom\b/m.test(readFileSync(file, 'utf8').slice(0, 400)));

export default defineConfig({
  test: {
    // Every core: vitest's default left one of this machine's two idle (3 min 40 s against 2 min 55 s).
    maxWorkers: '100%',
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [`${UNIT}/**/*.test.ts`, `${UNIT}/**/*.test.tsx`],
          exclude: domFiles,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: domFiles,
          environment: 'jsdom',
          // A fresh VM context a file (its modules and its window are its own) in a worker that
          // loads jsdom once: in the default pool each file paid jsdom's start-up in a new process
          // (the 102 DOM files other than the pages fuzz: 289 s against 51 s, same 583 tests, side by side).
          pool: 'vmForks',
        },
      },
    ],
  },
});
