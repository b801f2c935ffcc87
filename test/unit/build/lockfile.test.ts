// @vitest-environment node
/**
 * `npm install` on a clean checkout must leave package-lock.json as committed: npm copies the
 * root package's `bin`, dependencies and engines into the lockfile's root entry, so any field
 * package.json has and the lockfile lacks is rewritten by the first install.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));

describe("package-lock.json's root entry is package.json's", () => {
  it.each(['name', 'version', 'bin', 'dependencies', 'devDependencies', 'engines'])('%s', (field) => {
    expect(lock.packages[''][field]).toEqual(pkg[field]);
  });
});
