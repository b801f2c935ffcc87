// @vitest-environment node
/** `npx tsc --noEmit` checks every folder that ships code: none is left to be type-checked only through a test's import. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const tsconfig = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''));

it('tsconfig.json includes loader/, src/, widgets/ and modules/', () => {
  expect(tsconfig.include).toEqual(expect.arrayContaining(['loader', 'src', 'widgets', 'modules']));
});
